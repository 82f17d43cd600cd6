/**
 * Component tests: `findBy…` and `waitFor` wait up to 5 s instead of testing-library's 1 s. Pages
 * load their form modules lazily, which on a busy two-core CI machine can take longer than a
 * second; a real failure still fails, only later.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
