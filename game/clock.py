"""Turn clock arithmetic (R-TIME, R-TIMEOUT): pure, driven by timestamps.

The clock never counts ticks: it stores when the turn started (in ms, from
``performance.now()`` or any monotonic source) and derives everything from the
current timestamp, so it stays right while a background tab throttles timers.
"""

from __future__ import annotations

from typing import NamedTuple, Optional

CHOICES = (0, 30, 60, 120, 300)  # seconds; 0 = no clock
DEFAULT = 60
WARNING_MS = 10_000


class Reading(NamedTuple):
    """What the clock shows at one moment."""

    remaining_ms: int
    text: str
    phase: str  # "off", "running", "warning" or "expired"


class TurnClock:
    """One turn's countdown; ``limit_s`` 0 means no time limit."""

    def __init__(self, limit_s: int, started_ms: float, spent_ms: float = 0.0):
        self.limit_ms = int(limit_s) * 1000
        self.started_ms = started_ms - spent_ms
        self.paused_at: Optional[float] = None

    def pause(self, now_ms: float, paused: bool) -> None:
        """Stand still from ``now_ms`` (``paused``), or go on from where it stood."""
        if paused and self.paused_at is None:
            self.paused_at = now_ms
        elif not paused and self.paused_at is not None:
            self.started_ms += now_ms - self.paused_at
            self.paused_at = None

    def elapsed_ms(self, now_ms: float) -> int:
        return max(0, int((now_ms if self.paused_at is None else self.paused_at) - self.started_ms))

    def remaining_ms(self, now_ms: float) -> Optional[int]:
        if not self.limit_ms:
            return None
        return max(0, self.limit_ms - self.elapsed_ms(now_ms))

    def read(self, now_ms: float) -> Reading:
        remaining = self.remaining_ms(now_ms)
        if remaining is None:
            return Reading(-1, "", "off")
        seconds = (remaining + 999) // 1000  # 0:01 until the very end
        text = f"{seconds // 60}:{seconds % 60:02d}"
        if remaining == 0:
            phase = "expired"
        elif remaining <= WARNING_MS:
            phase = "warning"
        else:
            phase = "running"
        return Reading(remaining, text, phase)
