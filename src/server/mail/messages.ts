import type { MailMessage } from "./mailer";

/** The texts of the mails AutoServ sends. Plain text: every mail client shows it as written. */
export function confirmationMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    link,
    subject: "Confirm your AutoServ account",
    text: `Hello ${name},\n\nConfirm your e-mail address to finish creating your AutoServ account:\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
  };
}

export function resetMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    link,
    subject: "Reset your AutoServ password",
    text: `Hello ${name},\n\nSomeone asked to reset the password of your AutoServ account. Choose a new one here (the link works for one hour):\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
  };
}

export function inviteMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    link,
    subject: "You have been invited to AutoServ",
    text: `Hello ${name},\n\nAn administrator has created an AutoServ account for you. Set your password here (the link works for 7 days):\n\n${link}\n`,
  };
}

export function existingAccountMail(to: string, link: string): MailMessage {
  return {
    to,
    link,
    subject: "You already have an AutoServ account",
    text: `Hello,\n\nSomeone tried to sign up to AutoServ with this e-mail address, which already has an account. To log in, go to:\n\n${link}\n\nForgot your password? Use the "Forgot password" link there.\n`,
  };
}
