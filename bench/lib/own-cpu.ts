/**
 * CPU the bench's own process used while a scroll ran: Playwright's client, the steal
 * sampler and V8's collector with its helper threads. They share the 2 cores with the
 * browser at the same priority, so a busy bench can make the page's frames late; the
 * report gives the figure beside each scroll.
 */
export function measureOwnCpu(): { stop: () => number } {
  const start = process.cpuUsage();
  return {
    stop() {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    },
  };
}
