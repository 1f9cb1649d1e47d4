/** The local provider's sign-in form: plain HTML, labelled, usable at 360 px, saying it is test mode. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function loginPage(options: { action: string; email?: string; error?: string }): string {
  const error = options.error
    ? `<p role="alert" class="error" id="sign-in-error">${escapeHtml(options.error)}</p>`
    : '';
  const described = options.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in — local test identity provider</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; color: #1b1b1b; background: #f4f4f4; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
  .test-mode { background: #fff3cd; border: 1px solid #b58100; padding: .5rem .75rem; border-radius: 4px; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; font: inherit; padding: .6rem; margin-top: .25rem; }
  button { margin-top: 1.5rem; font: inherit; padding: .7rem 1.2rem; background: #0b3d91; color: #fff; border: 0; border-radius: 4px; }
  .error { color: #a40000; font-weight: 600; }
</style>
</head>
<body>
<main>
  <p class="test-mode"><strong>Test mode.</strong> A local identity provider for development and tests, not the company's.</p>
  <h1>Staff sign-in</h1>
  ${error}
  <form method="post" action="${escapeHtml(options.action)}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${described}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${described}>
    <button type="submit">Sign in</button>
  </form>
  <p>Demo accounts: desk@example.com / desk-demo, manager@example.com / manager-demo.</p>
</main>
</body>
</html>`;
}
