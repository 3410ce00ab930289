import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { DEFAULT_CURRENCY_SYMBOL } from "@/shared/format/money";
import { ESTIMATE_LOGO_MAX_CHARS, type EstimateSendInput } from "@/shared/schemas/estimates";
import { client } from "@/web/lib/api-client";
import { readLocal } from "@/web/lib/local-settings";
import { queryKeys } from "@/web/lib/query-keys";
import { jobCardParam } from "./job-card-param";

/**
 * The shop's logo and currency symbol as this browser keeps them (Settings, Branding and
 * Currency), for the customer's page; a logo too large to send with an estimate is left out.
 */
function customerPageBranding(): EstimateSendInput {
  const logo = readLocal("appLogoUrl") ?? "";
  return {
    logoDataUrl: logo.length <= ESTIMATE_LOGO_MAX_CHARS ? logo : "",
    currencySymbol: readLocal("currencySymbol")?.trim() || DEFAULT_CURRENCY_SYMBOL,
  };
}

/** POST /api/job-cards/{id}/estimate/send: freezes the saved draft as a version and answers its link. */
export function useSendEstimate(jobCardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => parseResponse(client["job-cards"][":jobCardId"].estimate.send.$post({ ...jobCardParam(jobCardId), json: customerPageBranding() })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(jobCardId) }),
  });
}
