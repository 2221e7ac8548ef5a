// Sound effects made with WebAudio (no files): rummikubSound("place"|"turn"|"warn"|"draw"|"error"|"win").
// The Python side decides when, and whether sound is on.
(() => {
  let audio = null;
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
    if (!notes) return;
    try {
      audio ??= new AudioContext();
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
