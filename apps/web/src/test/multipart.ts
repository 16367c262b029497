// jsdom's FormData never completes through msw's XMLHttpRequest interceptor: multipart posts of the HTTP client are
// re-encoded here as a plain multipart string (text files only), which the msw handler parses with request.formData().
import { beforeEach, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { readFileText } from '@/mocks/read-file-text';

async function encode(form: FormData, boundary: string): Promise<string> {
  const parts: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    } else {
      const file = value as File;
      const text = await readFileText(file);
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n${text}\r\n`,
      );
    }
  }
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** Installs the re-encoding for every test of the file. */
export function replayMultipartPosts() {
  const post = http.post.bind(http);
  beforeEach(() => {
    vi.spyOn(http, 'post').mockImplementation((async (url: string, body: unknown, config?: object) => {
      if (!(body instanceof FormData)) return post(url, body, config);
      const boundary = 'test-boundary-7f3a';
      return post(url, await encode(body, boundary), {
        ...config,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
    }) as typeof http.post);
  });
}
