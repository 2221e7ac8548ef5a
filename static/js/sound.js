// Sound effects made with WebAudio (no files): rummikubSound("place"|"turn"|"warn"|"draw"|"error"|"win").
// The Python side decides when, and whether sound is on.
// The audio context is made after the page's first tap or key, in a task of its own once that
// input's answer is painted: before it a browser keeps a context silent (autoplay), and making
// one took ~100 ms at 4x CPU throttle, the longest task of a game when the first computer
// move's sound made it (issue #18).
(() => {
  let audio = null;
  const wake = () => {
    removeEventListener("pointerup", wake, true);
    removeEventListener("keydown", wake, true);
    requestAnimationFrame(() => setTimeout(() => {
      try { audio ??= new AudioContext(); } catch { /* no audio device: stay silent */ }
    }, 0));
  };
  addEventListener("pointerup", wake, true);
  addEventListener("keydown", wake, true);
  const NOTES = {
    place: [[660, 0.05, "triangle"]],
    draw: [[420, 0.06, "triangle"], [520, 0.06, "triangle"]],
    turn: [[523, 0.09, "sine"], [784, 0.14, "sine"]],
    warn: [[880, 0.08, "sine"], [0, 0.06], [880, 0.08, "sine"]],
    error: [[200, 0.12, "square"]],
    win: [[523, 0.1, "sine"], [659, 0.1, "sine"], [784, 0.1, "sine"], [1047, 0.25, "sine"]],
  };
  globalThis.rummikubSound = (name) => {
    const notes = NOTES[name];
    if (!notes || !audio) return;
    try {
      if (audio.state === "suspended") audio.resume();
      let at = audio.currentTime + 0.01;
      for (const [freq, length, type] of notes) {
        if (freq) {
          const osc = audio.createOscillator();
          const gain = audio.createGain();
          osc.type = type;
          osc.frequency.value = freq;
          gain.gain.setValueAtTime(0.0001, at);
          gain.gain.exponentialRampToValueAtTime(0.12, at + 0.01);
          gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
          osc.connect(gain).connect(audio.destination);
          osc.start(at);
          osc.stop(at + length + 0.02);
        }
        at += length;
      }
    } catch { /* no audio device: stay silent */ }
  };
})();
