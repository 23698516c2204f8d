import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');

describe('index.html', () => {
  it('does not hold the first paint for the runtime config, and still sets it before the app runs', () => {
    const config = html.match(/<script\b[^>]*src="\/runtime-config\.js"[^>]*>/)?.[0];
    expect(config).toMatch(/\bdefer\b/);
    // Deferred and module scripts run in document order: the config must come first.
    expect(html.indexOf('/runtime-config.js')).toBeLessThan(html.indexOf('type="module"'));
  });
});
