// Helpers for the tests of the director's page (tournament.html).

/** Fill the practice form (Zoe, 8 players, 2 rounds, beginner computers) and start it. */
async function startPractice(page) {
  const practice = page.locator('form[data-form="practice"]');
  await practice.getByLabel("Your name").fill("Zoe");
  await practice.getByLabel("Players").selectOption("8");
  await practice.getByLabel("Rounds").selectOption("2");
  await practice.getByLabel("Computer strength").selectOption("beginner");
  await practice.getByRole("button", { name: "Start practice" }).click();
}

module.exports = { startPractice };
