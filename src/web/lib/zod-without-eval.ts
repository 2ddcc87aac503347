import { z } from 'zod';

// Zod compiles object parsers with `new Function` after probing whether eval is allowed. The
// site's Content-Security-Policy forbids eval, and the browser reports even the caught probe as a
// violation, so the browser build parses without it (issue 12, item 1). Import this first.
z.config({ jitless: true });
