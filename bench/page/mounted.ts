/** Marks the first painted frame after the page's content mounted: `window.__mounted` (ms since navigation start). */
export function markMountedAfterPaint() {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      (window as unknown as { __mounted: number }).__mounted = performance.now();
      performance.mark('bench:mounted');
    };
    channel.port2.postMessage(null);
  });
}
