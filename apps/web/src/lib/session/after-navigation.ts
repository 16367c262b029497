// Modals opened by a guard must survive the "path change closes modals" rule, so they are
// queued and emitted by the root layout once the new page is shown.
import { emit, type AppEvents } from '@/lib/events';

type NoPayloadEvent = { [K in keyof AppEvents]: AppEvents[K] extends undefined ? K : never }[keyof AppEvents];
const queue: NoPayloadEvent[] = [];

export function queueAfterNavigation(event: NoPayloadEvent) {
  queue.push(event);
}

export function flushAfterNavigation() {
  while (queue.length) emit(queue.shift()!);
}
