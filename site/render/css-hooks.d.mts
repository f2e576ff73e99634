/** Types of ./css-hooks.mjs (plain JavaScript: Node loads module hooks without TypeScript). */
export declare const minifyCss: (css: string) => string;
