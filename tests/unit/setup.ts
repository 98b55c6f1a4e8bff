import { configure } from '@testing-library/react';

// The first render of a file loads Fluent, i18next and the realtime stack; on a loaded 2-core CI
// machine that can pass Testing Library's default 1 s wait. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });
