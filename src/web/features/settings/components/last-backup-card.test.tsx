import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Backup, BackupStatus } from "@/shared/schemas/backup";
import { formatDateTime } from "@/web/lib/format-date-time";
import { queryKeys } from "@/web/lib/query-keys";
import { AnswersShown, answersShown } from "@/web/testing/answers-shown";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { LastBackupCard } from "./last-backup-card";

const HOUR_MS = 60 * 60 * 1000;

function backupAt(takenAt: Date, bytes = 1_234_567): Backup {
  const stamp = takenAt.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z").replace("T", "-");
  return { fileName: `autoserv-${stamp}.sql`, bytes, takenAt: takenAt.toISOString() };
}

function renderCard(role: Role, status: BackupStatus, routes: Record<string, ApiHandler> = {}) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/backups/status": () => jsonResponse(200, status),
    ...routes,
  });
  return {
    ...renderWithProviders(
      <>
        <LastBackupCard />
        <AnswersShown queryKeys={[queryKeys.me]} />
      </>,
    ),
    calls,
  };
}

const lastBackupCard = () => screen.findByRole("region", { name: "Last backup" });

describe("Last backup card", () => {
  it("shows an Admin when the last backup was taken and its size", async () => {
    const backup = backupAt(new Date(Date.now() - 3 * HOUR_MS));
    renderCard("Admin", { lastBackup: backup, lastFailure: null, overdue: false });

    const card = within(await lastBackupCard());
    expect(await card.findByText(formatDateTime(backup.takenAt))).toHaveAttribute("datetime", backup.takenAt);
    expect(card.getByText("1.2 MB")).toBeInTheDocument();
    expect(card.getByText(backup.fileName)).toBeInTheDocument();
    expect(card.queryByRole("alert")).toBeNull();
  });

  it("says so when there is no backup yet, with the warning", async () => {
    renderCard("Admin", { lastBackup: null, lastFailure: null, overdue: true });

    const card = within(await lastBackupCard());
    expect(await card.findByText("No backup has been written yet.")).toBeInTheDocument();
    expect(card.getByRole("alert")).toHaveTextContent("No backup has succeeded in the last two days.");
  });

  it("warns when the last backup is more than two days old, and shows why the last attempt failed", async () => {
    const backup = backupAt(new Date(Date.now() - 50 * HOUR_MS));
    const failedAt = new Date(Date.now() - HOUR_MS).toISOString();
    renderCard("Admin", { lastBackup: backup, lastFailure: { at: failedAt, message: "ENOSPC: no space left on device" }, overdue: true });

    const card = within(await lastBackupCard());
    expect(await card.findByRole("alert")).toHaveTextContent("No backup has succeeded in the last two days.");
    expect(card.getByText(formatDateTime(backup.takenAt))).toBeInTheDocument();
    expect(card.getByText(/failed: ENOSPC: no space left on device$/)).toHaveTextContent(
      `The last attempt, ${formatDateTime(failedAt)}, failed: ENOSPC: no space left on device`,
    );
  });

  it("Back up now writes a backup and shows it as the last one", async () => {
    const old = backupAt(new Date(Date.now() - 30 * HOUR_MS));
    const fresh = backupAt(new Date(), 2_500_000);
    let status: BackupStatus = { lastBackup: old, lastFailure: null, overdue: false };
    const { user, calls } = renderCard("Admin", status, {
      "GET /api/backups/status": () => jsonResponse(200, status),
      "POST /api/backups": () => {
        status = { lastBackup: fresh, lastFailure: null, overdue: false };
        return jsonResponse(201, { backup: fresh });
      },
    });
    const card = within(await lastBackupCard());
    await card.findByText("1.2 MB");

    await user.click(card.getByRole("button", { name: "Back up now" }));

    expect(await screen.findByText("Backup Written")).toBeInTheDocument();
    expect(screen.getByText(`${fresh.fileName} (2.5 MB)`)).toBeInTheDocument();
    expect(await card.findByText(fresh.fileName)).toBeInTheDocument();
    expect(card.getByText("2.5 MB")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual(["/api/backups"]);
  });

  it("Back up now says why the server could not write the backup", async () => {
    const { user } = renderCard("Admin", { lastBackup: null, lastFailure: null, overdue: true }, {
      "POST /api/backups": () => errorResponse(500, "internal", "Something went wrong on the server."),
    });
    const card = within(await lastBackupCard());

    await user.click(card.getByRole("button", { name: "Back up now" }));

    expect(await screen.findByText("Backup Failed")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on the server.")).toBeInTheDocument();
  });

  it.each(["Manager", "Service Advisor", "Service Technician", "User"] as const)("is not shown to a %s, who is not asked about backups", async (role) => {
    const { calls } = renderCard(role, { lastBackup: null, lastFailure: null, overdue: true });

    await answersShown();
    expect(screen.queryByRole("region", { name: "Last backup" })).toBeNull();
    expect(screen.queryByText("Last backup")).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain("/api/backups/status");
  });
});
