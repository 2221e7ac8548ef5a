// The word game in the browser (issue #14): loaded when it starts, laid by keyboard, refused
// words worded, a challenge, and a whole game against the computers to its end.
const { test, expect } = require("./fixtures");
const { openGame, rack, drag } = require("./game-helpers");

const WORDS = "variant=words&clock=0&pace=instant";
const letter = (page, name) => rack(page).getByRole("button", { name, exact: true });
const word = (page, number) => page.getByRole("group", { name: new RegExp(`^(Word|Wort) ${number}:`) });

/** Lay `text` as a new word with the keyboard alone: each letter picked up on the rack with
 * Enter or Space, the first dropped on "new word", the others at the end of the row. */
async function typeWord(page, text, number, prefix) {
  for (const [index, char] of [...text].entries()) {
    await letter(page, `${prefix} ${char}`).first().focus();
    await page.keyboard.press(index % 2 ? "Space" : "Enter");
    if (index === 0) {
      await page.locator(".new-set").focus();
    } else {
      await word(page, number).locator(".row-end").focus();
    }
    await page.keyboard.press("Enter");
  }
}

/** The hot-seat hand-over: the named player says he has the device. */
async function takeDevice(page, name) {
  const ready = page.getByRole("button", { name });
  await expect(ready).toBeFocused();
  await page.keyboard.press("Enter");
}

test("a first word with a joker laid by keyboard only in a hot-seat game scores its letters (W-FIRST, W-JOKER, W-SCORE)", async ({ page }) => {
  await openGame(page, `?${WORDS}&seats=you,you&seed=3&lang=de`, "letters=GART*NQXYJUZCV");
  await takeDevice(page, "Ich bin Spieler 1: Bank zeigen");
  await expect(letter(page, "Buchstabe G")).toBeVisible();
  await typeWord(page, "GART", 1, "Buchstabe");
  await letter(page, "Joker").focus();
  await page.keyboard.press("Enter");
  await word(page, 1).locator(".row-end").focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".joker-picker")).toBeVisible();
  await expect(page.locator(".joker-picker .letter-pick").first()).toBeFocused();  // the picker has the keyboard
  await page.keyboard.press("Shift+Tab");  // and Tab goes round it, not to the table behind
  await expect(page.getByRole("button", { name: "Abbrechen: Joker zurück" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator(".joker-picker .letter-pick").first()).toBeFocused();
  await page.keyboard.press("Escape");  // cancelled: the joker back on the rack
  await expect(page.locator(".joker-picker")).toHaveCount(0);
  await expect(page.locator(".rack .tile:focus")).toHaveCount(1);  // the keyboard on the rack, not the page's body
  await expect(letter(page, "Joker")).toBeVisible();
  await letter(page, "Joker").focus();
  await page.keyboard.press("Enter");
  await word(page, 1).locator(".row-end").focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".joker-picker")).toBeVisible();  // which letter? typed on the keyboard
  await page.keyboard.press("e");
  await expect(page.locator(".joker-picker")).toHaveCount(0);
  await letter(page, "Buchstabe N").focus();
  await page.keyboard.press("Enter");
  await word(page, 1).locator(".row-end").focus();
  await page.keyboard.press("Enter");
  await expect(word(page, 1)).toHaveAttribute("aria-label", "Wort 1: GARTEN");
  await expect(word(page, 1).getByRole("button", { name: "Joker als E" })).toBeVisible();
  await page.getByRole("button", { name: "Zug beenden" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator('.seat[data-seat="A"] progress')).toHaveAttribute("value", "6");
  await expect(page.locator("#status")).toContainText("GARTEN");
  await takeDevice(page, "Ich bin Spieler 2: Bank zeigen");
  // whose word is new since his last turn (issue #19)
  await expect(word(page, 1)).toHaveAttribute("aria-label", "Wort 1: GARTEN, gelegt von Spieler 1");
  await expect(page.locator("#log li").last()).toContainText("Spieler 1: GARTEN gelegt (+6)");
});

test("a word dragged letter by letter; a proper noun is refused with the reason, the turn goes on (W-WORD)", async ({ page }) => {
  await openGame(page, `?${WORDS}&seats=you,child&seed=4&lang=en`, "letters=BERLINQXYJUZCV");
  await drag(page, letter(page, "Letter B"), page.locator(".new-set"));
  for (const char of "ERLIN") {  // each onto the right half of the row's last letter: after it
    await drag(page, letter(page, `Letter ${char}`), word(page, 1).locator(".tile").last());
  }
  await expect(word(page, 1)).toHaveAttribute("aria-label", /^Word 1: BERLIN, not a word yet$/);
  await page.getByRole("button", { name: "End turn" }).click();
  await expect(page.locator("#status")).toContainText("BERLIN is a proper noun, which is not allowed");
  await expect(page.locator("html")).toHaveAttribute("data-turn", "human");
  await page.getByRole("button", { name: "Reset turn" }).click();
  await expect(rack(page).getByRole("button")).toHaveCount(14);
});

test("challenge mode: a word not in the lexicon stands until challenged, then goes back with 3 tiles (W-CHALLENGE)", async ({ page }) => {
  await openGame(page, `?${WORDS}&check=challenge&seats=you,you&seed=5&lang=en`, "letters=GARTNEQXYJUZCV");
  await takeDevice(page, "I am Player 1: show my rack");
  await typeWord(page, "GARTNE", 1, "Letter");
  await expect(word(page, 1)).toHaveAttribute("aria-label", "Word 1: GARTNE");  // the lexicon is not asked yet
  await page.getByRole("button", { name: "End turn" }).click();
  await takeDevice(page, "I am Player 2: show my rack");
  const bar = page.locator(".challenge-bar");
  await expect(bar).toContainText("GARTNE");
  await bar.getByRole("button", { name: "Challenge (Player 2)" }).click();
  await expect(page.locator(".challenge-bar")).toHaveCount(0);
  await expect(page.locator("#table")).not.toContainText("GARTNE");
  await expect(page.locator('.seat[data-seat="A"] .seat-count')).toHaveText("17");
  await expect(page.locator("#status")).toContainText("GARTNE");
});

test("a whole word game against the computers, to its end", async ({ page }) => {
  test.setTimeout(240_000);
  await openGame(page, `?${WORDS}&seats=you,master,club&seed=6&lang=en`);
  const over = page.locator("#game-scores");
  while (!(await over.isVisible())) {
    const draw = page.locator('[data-action="draw"]:not([disabled])');
    if (await draw.isVisible()) await draw.click();
    await page.waitForTimeout(100);
  }
  await expect(page.locator(".dialog")).toContainText(/wins|win/);
  await expect(over.locator("tbody tr")).toHaveCount(3);
  await expect(page.locator("#table .set.word").first()).toBeVisible();  // the computers laid words
  await expect(over.locator("tbody tr").first()).not.toContainText("You");  // drawing only never wins
  await page.getByRole("button", { name: "See the table" }).click();  // the final table in sight
  await expect(over).toHaveCount(0);
  await page.getByRole("button", { name: "Results" }).click();
  await expect(over).toBeVisible();
});
