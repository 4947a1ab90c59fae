import type { Page } from 'playwright-core';

/** Signs a browser page in through the sign-in page and waits until it is back at `path`. */
export async function signInPage(page: Page, baseUrl: string, email: string, password: string, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}${path}`);
}

/** The access token the console of a signed-in page holds. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('reelbase.access_token'));
  if (!token) throw new Error('The page is not signed in');
  return token;
}

/** Calls the product's API with a Bearer token; a status other than 2xx throws with the body. */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
