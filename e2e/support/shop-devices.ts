import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startBuiltServer, type BuiltServer } from "../../tests/support/built-server";

const PASSWORD = "shop device password 1";

/**
 * A server of the shop's own, on a fresh data folder: sharing is one setting for the whole
 * install, so it must not change under the rest of the suite, and this server may be killed.
 */
export class ShopServer {
  private constructor(
    private built: BuiltServer,
    readonly dataDir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<ShopServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-shop-e2e-"));
    const built = await startBuiltServer({ DATA_DIR: dataDir });
    return new ShopServer(built, dataDir, Number(new URL(built.url).port));
  }

  get url(): string {
    return this.built.url;
  }

  /** SIGKILL: no shutdown of any kind, as a power cut or the OOM killer would end it. */
  kill(): void {
    this.built.child.kill("SIGKILL");
  }

  /** Starts the server again on the same data folder and port, so the browsers' data stays theirs. */
  async restart(): Promise<void> {
    if (this.built.child.exitCode === null && this.built.child.signalCode === null) {
      await new Promise((resolve) => this.built.child.once("exit", resolve));
    }
    this.built = await startBuiltServer({ DATA_DIR: this.dataDir }, { port: this.port });
  }

  async stop(): Promise<void> {
    await this.built.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A POST or PUT the way the app sends it: with its own Origin, answered below 300. */
export async function send(request: APIRequestContext, url: string, data: unknown, method: "POST" | "PATCH" | "PUT" = "POST") {
  const response = await request.fetch(url, { method, data, headers: { origin: new URL(url).origin } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

export interface Device {
  name: string;
  email: string;
  context: BrowserContext;
  page: Page;
}

/** A browser of its own (phone-sized if asked), signed in as the account. */
async function openDevice(browser: Browser, baseURL: string, name: string, email: string, phone: boolean): Promise<Device> {
  const context = await browser.newContext({ baseURL, ...(phone ? { viewport: { width: 375, height: 812 } } : {}) });
  const page = await context.newPage();
  await send(context.request, `${baseURL}/api/auth/sign-in/email`, { email, password: PASSWORD });
  return { name, email, context, page };
}

/** Signs the device's account in again (after a logout), as its login form would. */
export async function signInAgain(device: Device, server: ShopServer): Promise<void> {
  await send(device.context.request, `${server.url}/api/auth/sign-in/email`, { email: device.email, password: PASSWORD });
}

/**
 * The shop's Admin (the install's first account, on a desktop) and a Service Technician the
 * Admin took on (on a 375 px phone), each in a browser of their own.
 */
export async function openShopDevices(browser: Browser, server: ShopServer): Promise<{ admin: Device; staff: Device }> {
  const api = await browser.newContext({ baseURL: server.url });
  const adminEmail = "owner@shop-records.test";
  await send(api.request, `${server.url}/api/auth/sign-up/email`, { email: adminEmail, password: PASSWORD, name: "Olive Owner", initialRole: "User" });
  await send(api.request, `${server.url}/api/auth/sign-in/email`, { email: adminEmail, password: PASSWORD });
  const staffEmail = "tech@shop-records.test";
  const staffApi = await browser.newContext({ baseURL: server.url });
  const signUp = (await send(staffApi.request, `${server.url}/api/auth/sign-up/email`, {
    email: staffEmail,
    password: PASSWORD,
    name: "Sam Staff",
    initialRole: "Service Technician",
  })) as { user: { id: string } };
  await send(api.request, `${server.url}/api/users/${signUp.user.id}`, { name: "Sam Staff", role: "Service Technician", shopName: "", isActive: true }, "PATCH");
  await Promise.all([api.close(), staffApi.close()]);
  const [admin, staff] = await Promise.all([
    openDevice(browser, server.url, "Olive Owner", adminEmail, false),
    openDevice(browser, server.url, "Sam Staff", staffEmail, true),
  ]);
  return { admin, staff };
}

/** Turns sharing on or off through the API, as an Admin's Settings would. */
export async function setSharing(admin: Device, server: ShopServer, shared: boolean): Promise<void> {
  await send(admin.context.request, `${server.url}/api/shop-records/setting`, { shared }, "PUT");
}

/** Follows a main navigation entry, through the drawer on a phone (no page load: it works offline). */
export async function navigate(page: Page, entry: string): Promise<void> {
  const opener = page.getByRole("button", { name: "Open navigation" });
  if (await opener.isVisible()) {
    // On a phone a toast lies over the header for its few seconds, and a pointer resting on it
    // keeps it there: a person taps its cross first.
    const closeToast = page.getByRole("button", { name: "Close toast" }).filter({ visible: true }).first();
    if (await closeToast.isVisible()) await closeToast.click({ timeout: 2000 }).catch(() => {}); // Gone by itself meanwhile.
    await opener.click();
  }
  await page.getByRole("link", { name: entry, exact: true }).click();
}

/** The header's sync state (role status), by its exact words. */
export function syncState(page: Page, words: string) {
  return page.getByRole("banner").getByRole("status").filter({ hasText: words });
}
