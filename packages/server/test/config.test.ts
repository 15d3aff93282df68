import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const secrets = { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'a'.repeat(64) };

describe('configuration', () => {
  it('defaults to demo mode on port 8080 with the data under .data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      demo: true,
      production: false,
      port: 8080,
      host: '0.0.0.0',
      allowedOrigins: [],
    });
    expect(config.dataDirectory).toMatch(/\.data$/);
    expect(config.staticDirectory).toMatch(/packages\/reference-app\/dist$/);
  });

  it('refuses production without JWT_SECRET and ENCRYPTION_KEY, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secrets.JWT_SECRET })).toThrow(
      /ENCRYPTION_KEY/,
    );
  });

  it('never runs demo mode in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).demo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, BONDKIT_DEMO: '1' })).toThrow(
      /BONDKIT_DEMO/,
    );
  });

  it("takes the deployment's blog for the invitation error page, an http(s) URL only", () => {
    expect(loadConfig({}).blogUrl).toBeUndefined();
    expect(loadConfig({ BLOG_URL: 'https://blog.example.in/' }).blogUrl).toBe('https://blog.example.in/');
    expect(() => loadConfig({ BLOG_URL: 'javascript:alert(1)' })).toThrow(/BLOG_URL/);
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://partner.example/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('the server process exits with the reason when production secrets are missing', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@bondkit/source', main], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Refusing to start');
    expect(result.stderr).toContain('JWT_SECRET is required in production');
  });
});
