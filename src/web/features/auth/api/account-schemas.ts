/** The shared account schemas, loaded on demand so zod stays out of the login page's first load. */
export const loadLogInSchema = () => import("@/shared/schemas/account").then((module) => module.logInSchema);
export const loadSignUpSchema = () => import("@/shared/schemas/account").then((module) => module.signUpSchema);
export const loadForgotPasswordSchema = () =>
  import("@/shared/schemas/account").then((module) => module.forgotPasswordSchema);
export const loadNewPasswordSchema = () =>
  import("@/shared/schemas/account").then((module) => module.newPasswordFormSchema);
