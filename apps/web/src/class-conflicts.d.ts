/** The build's table of Tailwind conflicts (class-conflicts.ts), read by src/lib/cn.ts. */
declare module 'virtual:class-conflicts' {
  const conflicts: import('../class-conflicts.ts').ClassConflicts;
  export default conflicts;
}
