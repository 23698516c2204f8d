export * from './request.ts';
export * from './call.ts';
export * from './session-store.ts';
export * from './loading-store.ts';
export * from './list-or-empty.ts';
export { FeedbackBridge, getMessage } from './feedback.tsx';
export { LoadingBar } from './LoadingBar.tsx';
export { zodRule } from './zod-rule.ts';
export { themeMotion } from './motion.ts';
