import { configure } from '@testing-library/react';

// The office's screens can take longer than testing-library's one second to draw on a busy
// two-core machine; a screen that never draws still fails, five seconds on.
configure({ asyncUtilTimeout: 5000 });
