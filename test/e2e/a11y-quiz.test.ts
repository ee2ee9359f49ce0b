/**
 * Issue 7, accessibility: axe-core on the soulmate quiz modal at every one of
 * its 8 steps, and in the states between them that a visitor meets: the
 * "please complete this step" error with its toast, an impossible date, the
 * under-18 message, a bad email, a refused coupon, the payment choice and the
 * "Almost done..." overlay. Steps 1 and 8 are scanned again on a 360 px phone.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { AGE_REQUIREMENT } from "../../src/shared/quiz";
import { axeCounter, logFigure, TOASTS } from "./a11y-helpers";
import { gotoReady, useBrowserPage } from "./fixtures";

/** The landing page behind the modal has its own scan (a11y-routes); here the modal and the toasts over it. */
const QUIZ = '[role="dialog"]';
const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1280, height: 800 };

async function openQuiz(page: Page): Promise<Locator> {
  await gotoReady(page, "/");
  await page.getByRole("button", { name: "Begin your Soulmate Story" }).first().click();
  const quiz = page.getByRole("dialog");
  await quiz.getByText("Step 1 of 8").first().waitFor();
  return quiz;
}

async function next(quiz: Locator, step: number) {
  await quiz.getByRole("button", { name: "Continue" }).click();
  await quiz.getByText(`Step ${step} of 8`).first().waitFor();
}

async function birthday(quiz: Locator, month: string, day: string, year: string) {
  await quiz.locator("#quiz-birth-month").selectOption(month);
  await quiz.locator("#quiz-birth-day").selectOption(day);
  await quiz.locator("#quiz-birth-year").selectOption(year);
}

/** The step's error line, and with it (when the step raises one) its toast. */
async function expectStepError(page: Page, text: string, toast?: string) {
  await expect.poll(() => page.locator("#quiz-step-error").textContent()).toBe(text);
  if (toast) await page.getByText(toast).first().waitFor();
}

const axe = axeCounter();
const steps = new Set<number>();

async function scanStep(page: Page, step: number, label = "") {
  const toastShown = (await page.locator(`${TOASTS} li`).count()) > 0;
  await axe.scan(page, `quiz step ${step}${label ? `: ${label}` : ""}`, [QUIZ, ...(toastShown ? [TOASTS] : [])]);
  steps.add(step);
}

afterAll(() => {
  logFigure("quiz steps scanned by axe", `${steps.size} of 8`);
  logFigure("quiz states scanned by axe", axe.labels.length);
});

describe("the soulmate quiz modal under axe", () => {
  const browser = useBrowserPage(LAPTOP);

  it("has no violations at any of its 8 steps, nor in its error, payment and processing states", {
    timeout: 150_000,
  }, async () => {
    const { page } = browser;

    const quiz = await openQuiz(page);
    await scanStep(page, 1);
    await page.setViewportSize(PHONE);
    await scanStep(page, 1, "360 px");
    await page.setViewportSize(LAPTOP);

    await quiz.getByRole("button", { name: "Continue" }).click();
    await expectStepError(page, "All required fields must be filled before continuing.", "Please complete this step");
    expect(await quiz.getByRole("radiogroup").getAttribute("aria-invalid")).toBe("true");
    await scanStep(page, 1, "nothing chosen, error and toast");
    await quiz.getByRole("radio", { name: /Libra/ }).check({ force: true });
    await next(quiz, 2);
    await scanStep(page, 2);

    await birthday(quiz, "2", "31", "1990");
    await quiz.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("alert").filter({ hasText: "That date does not exist" }).waitFor();
    await scanStep(page, 2, "impossible date");
    // Libra on 14 November: the quiz asks which sign the story should follow.
    await birthday(quiz, "11", "14", "1992");
    await quiz.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("alert").filter({ hasText: "Choose which sign your story should follow." }).waitFor();
    await scanStep(page, 2, "sign and birthday disagree");
    await quiz.getByRole("radio", { name: /Libra, the sign I chose/ }).check({ force: true });
    await scanStep(page, 2, "sign question answered");
    await next(quiz, 3);
    await scanStep(page, 3);

    await quiz.locator("#quiz-city").fill("hobart");
    await next(quiz, 4);
    await scanStep(page, 4);
    await quiz.getByRole("radio", { name: "I prefer Women" }).check({ force: true });
    await next(quiz, 5);
    await scanStep(page, 5);
    await quiz.getByRole("radio", { name: "Single" }).check({ force: true });
    await next(quiz, 6);
    await scanStep(page, 6);
    await quiz.locator("#quiz-first-name").fill("Ari");
    await next(quiz, 7);
    await scanStep(page, 7);

    await quiz.locator("#quiz-email").fill("not-an-email");
    await quiz.getByRole("button", { name: "Continue" }).click();
    await expectStepError(page, "All required fields must be filled before continuing.");
    expect(await quiz.locator("#quiz-email").getAttribute("aria-invalid")).toBe("true");
    await scanStep(page, 7, "invalid email");
    await quiz.locator("#quiz-email").fill(`a11y-quiz-${Date.now()}@example.com`);
    await next(quiz, 8);
    await scanStep(page, 8);
    await page.setViewportSize(PHONE);
    await scanStep(page, 8, "360 px");
    await page.setViewportSize(LAPTOP);

    await quiz.locator("#quiz-coupon").fill("NO-SUCH-CODE");
    await quiz.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Invalid Coupon").first().waitFor();
    await scanStep(page, 8, "refused coupon toast");

    await quiz.getByRole("button", { name: /Pay with/ }).click();
    await quiz
      .getByRole("region", { name: "PayPal checkout" })
      .getByText(/Checkout not configured/)
      .waitFor();
    await scanStep(page, 8, "payment chosen");

    await quiz.locator("#quiz-coupon").fill("SOULMATE-FREE");
    await quiz.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Almost done...").first().waitFor();
    await scanStep(page, 8, "free coupon, processing overlay");

    expect([...steps].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(browser.errors).toEqual([]);
  });

  it("has no violations while showing the under-18 message", { timeout: 60_000 }, async () => {
    const { page } = browser;
    const quiz = await openQuiz(page);
    // The birth years stop at 2006, so an under-18 birthday needs an earlier today. Set after
    // hydration: the prerendered page carries this year, and an earlier one would not match it.
    await page.clock.setFixedTime(new Date("2024-07-01T09:00:00+10:00"));
    await quiz.getByRole("radio", { name: /Aquarius/ }).check({ force: true });
    await next(quiz, 2);
    await birthday(quiz, "12", "25", "2006");
    await quiz.getByRole("button", { name: "Continue" }).click();
    await expectStepError(page, AGE_REQUIREMENT.message, AGE_REQUIREMENT.title);
    expect(await quiz.locator("#quiz-birth-year").getAttribute("aria-invalid")).toBe("true");
    expect(await quiz.getByText("Step 2 of 8").count()).toBeGreaterThan(0);
    await scanStep(page, 2, "under 18");
    expect(browser.errors).toEqual([]);
  });
});
