/** stopwords-iso ships its lists as JSON without types: each ISO 639-1 code's stop words. */
declare module 'stopwords-iso' {
  const lists: Record<string, string[]>;
  export default lists;
}
