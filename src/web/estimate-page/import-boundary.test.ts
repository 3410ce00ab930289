// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The customer's page loads no staff code: the lint rule for src/web/estimate-page refuses any
 * import but its own modules and src/shared, and schemas for their types only. Each case is
 * linted as if it were a module of the page.
 */
const eslint = new ESLint();
const PAGE_MODULE = "src/web/estimate-page/probe.ts";

async function importErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: PAGE_MODULE });
  return (result?.messages ?? []).filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports").map((message) => message.message);
}

describe("the estimate page's import boundary", () => {
  it.each([
    ["a staff feature", 'import { EstimateSection } from "@/web/features/estimates";\nexport const x = EstimateSection;\n'],
    ["the staff app", 'import { App } from "../app/app";\nexport const x = App;\n'],
    ["staff components", 'import { Button } from "@/web/components/ui/button";\nexport const x = Button;\n'],
    ["React", 'import { useState } from "react";\nexport const x = useState;\n'],
    ["TanStack", 'import { useQuery } from "@tanstack/react-query";\nexport const x = useQuery;\n'],
    ["a schema's runtime code", 'import { text } from "@/shared/schemas/form-fields";\nexport const x = text;\n'],
  ])("refuses %s", async (_label, code) => {
    expect(await importErrors(code)).toHaveLength(1);
  }, 30_000);

  it("allows its own modules, src/shared and schema types", async () => {
    const code =
      'import { formatMoney } from "@/shared/format/money";\nimport type { FieldErrors } from "@/shared/errors/api-error";\nimport type { JobCardCreateInput } from "@/shared/schemas/job-card-form";\nimport { el } from "./dom";\nexport const x = [formatMoney, el];\nexport type Y = FieldErrors | JobCardCreateInput;\n';
    expect(await importErrors(code)).toEqual([]);
  }, 30_000);
});
