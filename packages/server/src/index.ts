export { createServer, type ReelbaseServer } from './app.ts';
export { type Config, loadConfig } from './config.ts';
export { HttpError } from './errors.ts';
export { queueMail } from './mail/mail-jobs.ts';
export { emitLibraryEvent, type LibraryEvent } from './webhooks/webhook-jobs.ts';
