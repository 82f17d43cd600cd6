// Blueprint's PopoverNext as a module of its own, for lazy-popover.tsx.
export { PopoverNext as default } from '@blueprintjs/core';
