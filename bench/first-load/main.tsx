/**
 * The first-load baseline (bench/first-load.ts): a plain Vite + React page with a controlled
 * sign-in form, no router, no data, no translations — the floor a React single-page app can
 * reach on the same throttled phone, built by the benchmark itself.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main>
      <h1>Bejelentkezés</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          E-mail <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Jelszó{' '}
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" disabled={!email || !password}>
          Bejelentkezés
        </button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
