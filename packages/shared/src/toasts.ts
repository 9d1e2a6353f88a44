/** How long a toast stays on screen (spec 01 §9). */
export const TOAST_DURATION_MS = 5000;
