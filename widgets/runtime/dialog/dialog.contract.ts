/** The public surface of the dialog primitive (Dialog.tsx), shared by every element that holds a dialog. */
export const dialogParts = { dialog: 'The native <dialog>.' } as const;
