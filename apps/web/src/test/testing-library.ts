import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default: on a busy machine a lazy page or a query can
// take longer. They still resolve as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });
