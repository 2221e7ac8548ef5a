"""Rule profiles: `club` (default, club rules 2014) and `original` (Jumbo 2005);
and the word game's settings (``WordSettings``, word-rules-spec.md).

Where the sources disagree the rule is a setting (rules-spec.md); a profile
is a complete, validated set of those settings. Build one with
``Settings.for_profile("club", turn_seconds=30)``.
"""

from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

ProfileName = Literal["club", "original"]
TURN_SECONDS = (30, 60, 120, 300)  # R-TIME; None means no clock

PROFILE_DEFAULTS: dict[str, dict] = {
    "club": {
        "joker_value": 30,  # R-JOKER-VALUE
        "timeout": "club",  # R-TIMEOUT
        "pool_empty": "one_more_turn",  # R-POOL-EMPTY, club 11.4
        "start": "seat_rotation",  # R-START, club 9.1
        "no_meld_penalty": True,  # R-NO-MELD, club 19.2
    },
    "original": {
        "joker_value": 50,
        "timeout": "original",
        "pool_empty": "play_on",
        "start": "highest_tile",
        "no_meld_penalty": True,  # R-NO-MELD: orig's list of rule differences, item 10
    },
}


def _known_clock(cls, value: Optional[int]) -> Optional[int]:
    """R-TIME, W-TIME: one of TURN_SECONDS, or None (no clock)."""
    if value is not None and value not in TURN_SECONDS:
        raise ValueError(f"turn time must be one of {TURN_SECONDS} seconds or none, not {value}")
    return value


class Settings(BaseModel):
    """Every rule setting of one game; immutable once made."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    profile: ProfileName = "club"
    turn_seconds: Optional[int] = Field(60, description="R-TIME: 30, 60, 120, 300 or None (no clock)")
    invalid_end: Literal["reject", "penalize"] = "reject"  # R-INVALID-END
    joker_value: Literal[30, 50] = 30  # R-JOKER-VALUE
    timeout: Literal["club", "original"] = "club"  # R-TIMEOUT
    pool_empty: Literal["one_more_turn", "play_on"] = "one_more_turn"  # R-POOL-EMPTY
    start: Literal["seat_rotation", "highest_tile"] = "seat_rotation"  # R-START
    no_meld_penalty: bool = True  # R-NO-MELD
    strict_display: bool = False  # tournament-strict presentation (club 17–18)

    _clock = field_validator("turn_seconds")(_known_clock)

    @model_validator(mode="before")
    @classmethod
    def _profile_defaults(cls, data):
        """Settings not given take the profile's value."""
        if isinstance(data, dict):
            profile = data.get("profile", "club")
            if isinstance(profile, str) and profile in PROFILE_DEFAULTS:  # anything else: refused by validation
                data = {**PROFILE_DEFAULTS[profile], **data}
        return data

    @classmethod
    def for_profile(cls, profile: str = "club", **overrides) -> "Settings":
        return cls(profile=profile, **overrides)


class WordSettings(BaseModel):
    """Every rule setting of one word game (word-rules-spec.md); immutable once made."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    turn_seconds: Optional[int] = Field(60, description="W-TIME: 30, 60, 120, 300 or None (no clock)")
    check: Literal["auto", "challenge"] = "auto"  # W-CHALLENGE
    refill: bool = False  # W-EMPTY's option (English/Kompakt editions): the rack refilled to 7 after every turn

    _clock = field_validator("turn_seconds")(_known_clock)

    @classmethod
    def for_choices(cls, clock: int, check: str, refill: bool) -> "WordSettings":
        """The rules a word game of the dialog's choices is played by (a save's history must follow them)."""
        return cls(turn_seconds=clock or None, check=check, refill=refill)
