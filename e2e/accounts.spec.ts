import { ADMIN, PASSWORD, logInAs, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("a sign-up that picked Admin is a User with a request the Admin grants", async ({ page, browser }) => {
  const email = uniqueEmail("hopeful");
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill("Hope Ful");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Initial Role").selectOption("Admin");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Sign Up Successful!")).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("button", { name: /Account menu for Hope Ful, User$/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "User Management" })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, ADMIN.email, ADMIN.password);
  await admin.goto("/users");
  await admin.getByLabel("Search users").fill(email);
  await expect(admin.getByText("Requested: Admin")).toBeVisible();
  await admin.getByRole("button", { name: "Grant Admin to Hope Ful" }).click();
  await expect(admin.getByText("Requested: Admin")).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await expect(page.getByRole("button", { name: /Account menu for Hope Ful, Admin$/ })).toBeVisible();
});

test("the Admin sets a role through the edit dialog", async ({ page, loginAs, browser }) => {
  const { email } = await loginAs("User", "Tess Tech");
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, ADMIN.email, ADMIN.password);
  await admin.goto("/users");
  await admin.getByLabel("Search users").fill(email);
  await admin.getByRole("button", { name: "Edit Tess Tech" }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByLabel("Email")).toBeDisabled();
  await dialog.getByLabel("Role").selectOption("Service Technician");
  await dialog.getByRole("button", { name: /Save/ }).click();
  await expect(admin.getByText("User Updated")).toBeVisible();
  await adminContext.close();

  await page.goto("/jobcards");
  await expect(page).toHaveURL(/\/jobcards$/);
});

test("wrong password shows Login Error; logout ends the session", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Login Error")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();

  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
});

test("required fields are named under each field on the login screen", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Full name is required.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
});

test("a password change in Security works and the new password logs in", async ({ page, loginAs }) => {
  const { email } = await loginAs("Manager");
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Please enter a new password.").first()).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("brand new secret");
  await page.getByLabel("Confirm New Password").fill("something else");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("New passwords do not match.").first()).toBeVisible();
  await page.getByLabel("Confirm New Password").fill("brand new secret");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password Changed")).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.getByLabel("Password").fill("brand new secret");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a deactivated user is sent to /login and refused at login", async ({ page, loginAs, browser }) => {
  const { email } = await loginAs("Service Advisor", "Dee Active");
  await page.goto("/vehicles");
  await expect(page).toHaveURL(/\/vehicles$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, ADMIN.email, ADMIN.password);
  await admin.goto("/users");
  await admin.getByLabel("Search users").fill(email);
  await admin.getByRole("button", { name: "Deactivate Dee Active" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: /Deactivate/ }).click();
  await expect(admin.getByText("Inactive")).toBeVisible();
  await adminContext.close();

  // The next request the page makes finds the session gone.
  await page.getByRole("link", { name: "Settings" }).click();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("This account has been deactivated. Ask an administrator to reactivate it.")).toBeVisible();
});

test("an invitation link sets a password that logs in", async ({ page, browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, ADMIN.email, ADMIN.password);
  await admin.goto("/users");
  await admin.getByRole("button", { name: "Add User" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add User" });
  const email = uniqueEmail("invitee");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Full Name").fill("Ivy Invitee");
  await dialog.getByLabel("Role").selectOption("Service Advisor");
  await dialog.getByRole("button", { name: "Add User" }).click();
  const link = await admin.getByRole("dialog", { name: "User Invited" }).getByRole("textbox").inputValue();
  expect(link).toMatch(/\/reset-password\?token=/);
  await adminContext.close();

  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("invited secret 1");
  await page.getByLabel("Confirm New Password").fill("invited secret 1");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("invited secret 1");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("button", { name: /Account menu for Ivy Invitee, Service Advisor$/ })).toBeVisible();
});

test("logging out in one tab logs out the others at once", async ({ page, loginAs }) => {
  await loginAs("User");
  await page.goto("/vehicles");
  const other = await page.context().newPage();
  await other.goto("/services");
  await expect(other).toHaveURL(/\/services$/);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(other).toHaveURL(/\/login$/);
});
