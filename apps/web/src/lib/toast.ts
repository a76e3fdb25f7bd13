import type { TOAST_MS } from '@hubline/contract';

export type ToastSeverity = keyof typeof TOAST_MS;

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
}

/**
 * A one-slot toast store outside React, so the query client (created before any component)
 * can report every call's outcome. The newest toast replaces the shown one.
 */
let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(severity: ToastSeverity, message: string) {
  if (!message) return;
  current = { id: nextId++, severity, message };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToast(): Toast | null {
  return current;
}
