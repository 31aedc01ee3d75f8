/** Contact form limits, shared so the page checks what the server checks (no zod: the client imports it). */
export const CONTACT_LIMITS = { name: 100, email: 200, subject: 150, message: 5000, messageMin: 10 } as const;
