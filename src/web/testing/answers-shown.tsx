import { useQueries, type QueryKey } from "@tanstack/react-query";
import { screen } from "@testing-library/react";

/**
 * Rendered beside a screen, it appears once each of the queries named has its answer. Every
 * component reading those queries renders that answer in the same pass, so a test that waits for
 * it (answersShown) may then check what the screen leaves out, without waiting a while. It only
 * watches: it asks the server for nothing.
 */
export function AnswersShown({ queryKeys }: { queryKeys: readonly QueryKey[] }) {
  const answers = useQueries({ queries: queryKeys.map((queryKey) => ({ queryKey, enabled: false })) });
  return answers.every((answer) => answer.isSuccess) ? <span data-testid="answers-shown" hidden /> : null;
}

/** Resolves once AnswersShown has appeared. */
export async function answersShown(): Promise<void> {
  await screen.findByTestId("answers-shown", {}, { timeout: 5000 });
}
