// The inbox's search index: which channels' folded search text (guest name, booking code,
// message bodies; channel-filter.ts `channelSearchText`) contains what the host typed. A plain scan
// looks through every channel's whole text on each keystroke that does not only add letters (a
// deleted letter, replaced text): tens of milliseconds for 10,000 channels and 200,000 messages.
//
// The index keeps the distinct words of the texts, each with the channels that use it. Folded text
// has single spaces between words, so a search without a space matches a channel exactly when one of
// the channel's words contains it: the keystroke scans the vocabulary (thousands of short words, not
// megabytes of text) and unions the postings of the words that match. A search with spaces needs a
// word ending with its first part, its middle words whole and a word starting with its last part:
// the channels with all of those are the only candidates, and only those are checked against their
// text. Kept up to date one channel at a time as messages arrive (`set`), so it is never rebuilt.
//
// A host types a search a letter at a time and deletes letters back to what was typed before, so the
// index keeps its last answers while no channel changes (any `set` that changes a text, or a
// `remove`, forgets them all). A search seen before is answered from them; a word that grew from one
// answered before looks only in that one's words and channels; a phrase that grew from one
// answered before checks only that one's matches, and each from where the shorter phrase first
// occurred in its text (an occurrence of the longer contains one of the shorter, so none comes
// earlier): checking "door cod" after "door co" reads a few letters per channel instead of each
// channel's whole text again (a common phrase matches thousands of channels).

export interface ChannelMatches {
  has(channelId: string): boolean;
  /**
   * The index's numbering of channels when it gave this answer: the ordinals from `ordinalsOf` hold
   * for every answer of the same generation (a channel added or removed starts a new one).
   */
  readonly generation: number;
  /** Each channel's ordinal in the index, -1 for one it does not hold, for `select`. */
  ordinalsOf(channels: readonly { readonly id: string }[]): Int32Array;
  /**
   * The positions of the list whose channels match, ascending: of every position of `ordinals` (a
   * list's, from `ordinalsOf` in this generation), or of `within` alone (ascending positions of the
   * same list). Numbers in typed arrays, so a search matching thousands of channels makes no object
   * per channel and keeps none alive.
   */
  select(ordinals: Int32Array, within?: Int32Array): Int32Array;
}

export interface ChannelSearchIndex {
  /** Sets a channel's folded search text, replacing what the index had for it. */
  set(channelId: string, foldedText: string): void;
  remove(channelId: string): void;
  /**
   * The channels whose text contains `foldedNeedle` (folded as the texts were, not empty). The answer
   * holds for the index as it was: read it before the next `set` or `remove`.
   */
  search(foldedNeedle: string): ChannelMatches;
  readonly size: number;
}

/** A search's answer: 1 by ordinal for a match, and where a phrase first occurs in each match's text. */
interface Answer {
  readonly marks: Uint8Array;
  readonly positions: Int32Array | undefined;
  /** A search without a space: the words of the vocabulary that contain it. */
  readonly words: readonly string[] | undefined;
}

/** How many answers are kept: a few searches' worth of letters typed and deleted. */
const keptAnswers = 64;

interface Entry {
  readonly ordinal: number;
  text: string;
  /**
   * The distinct words joined by spaces: far shorter than the text, and a word search may scan it.
   * Also the only copy of the channel's words: a set per channel (10,000 of them, hundreds of words
   * each) was tens of megabytes of small objects that every full garbage collection marks, for the
   * rare update that splits this again.
   */
  wordText: string;
}

const wordsOf = (text: string): ReadonlySet<string> => new Set(text === "" ? [] : text.split(" "));

export function createChannelSearchIndex(): ChannelSearchIndex {
  const entries = new Map<string, Entry>();
  // Channel ids by ordinal: a search marks ordinals in a typed array, far cheaper than a set of ids.
  const ids: Array<string | undefined> = [];
  const entryAt: Array<Entry | undefined> = [];
  const freeOrdinals: number[] = [];
  // Bumped whenever an ordinal is given or taken back: a list's ordinals hold while it stays.
  let generation = 0;
  const postings = new Map<string, Set<number>>();
  // The answers since the last change of any channel's text, by needle, oldest first.
  const answers = new Map<string, Answer>();

  const unlink = (word: string, ordinal: number) => {
    const channels = postings.get(word);
    if (!channels) return;
    channels.delete(ordinal);
    if (channels.size === 0) postings.delete(word);
  };
  const link = (word: string, ordinal: number) => {
    let channels = postings.get(word);
    if (!channels) postings.set(word, (channels = new Set()));
    channels.add(ordinal);
  };

  const remove = (channelId: string) => {
    const entry = entries.get(channelId);
    if (!entry) return;
    answers.clear();
    for (const word of wordsOf(entry.wordText)) unlink(word, entry.ordinal);
    entries.delete(channelId);
    ids[entry.ordinal] = undefined;
    entryAt[entry.ordinal] = undefined;
    freeOrdinals.push(entry.ordinal);
    generation += 1;
  };

  /** Marks the channels using any word that `matches`; 1 in the returned array by ordinal. */
  const markWords = (matches: (word: string) => boolean): Uint8Array => {
    const marks = new Uint8Array(ids.length);
    for (const [word, channels] of postings) {
      if (!matches(word)) continue;
      for (const ordinal of channels) marks[ordinal] = 1;
    }
    return marks;
  };

  const ordinalsOf = (channels: readonly { readonly id: string }[]): Int32Array => {
    const ordinals = new Int32Array(channels.length);
    for (let i = 0; i < channels.length; i++) ordinals[i] = entries.get(channels[i]!.id)?.ordinal ?? -1;
    return ordinals;
  };

  const matchesOf = (marks: Uint8Array): ChannelMatches => ({
    has(channelId) {
      const entry = entries.get(channelId);
      return entry !== undefined && marks[entry.ordinal] === 1;
    },
    generation,
    ordinalsOf,
    select(ordinals, within) {
      const size = within ? within.length : ordinals.length;
      const selected = new Int32Array(size);
      let count = 0;
      for (let i = 0; i < size; i++) {
        const position = within ? within[i]! : i;
        const ordinal = ordinals[position]!;
        if (ordinal >= 0 && marks[ordinal] === 1) selected[count++] = position;
      }
      return selected.subarray(0, count);
    },
  });

  /** The longest needle answered since the last change that `needle` contains, if any. */
  const narrowestKept = (needle: string): { needle: string; answer: Answer } | undefined => {
    let best: { needle: string; answer: Answer } | undefined;
    for (const [kept, answer] of answers)
      if (kept.length < needle.length && (best === undefined || kept.length > best.needle.length))
        if (needle.includes(kept)) best = { needle: kept, answer };
    return best;
  };

  const searchWord = (needle: string): Answer => {
    // A word that contains this needle contains any shorter needle inside it, and so does a
    // channel's text: a letter added looks only in the shorter search's words and channels
    // ("to" after "t": a few dozen words of the 11,000, most of them booking codes).
    const shorter = narrowestKept(needle)?.answer;
    const words: string[] = [];
    const matching: Array<ReadonlySet<number>> = [];
    let postingsToVisit = 0;
    const consider = (word: string, channels: ReadonlySet<number>) => {
      if (!word.includes(needle)) return;
      words.push(word);
      matching.push(channels);
      postingsToVisit += channels.size;
    };
    if (shorter?.words) for (const word of shorter.words) consider(word, postings.get(word)!);
    else for (const [word, channels] of postings) consider(word, channels);
    const marks = new Uint8Array(ids.length);
    // A common part of words ("e") matches words used by nearly every channel: visiting all
    // their postings costs more than looking in each channel's few distinct words, which stops
    // at the first hit.
    if (postingsToVisit > 2 * entries.size) {
      if (shorter) {
        for (let ordinal = 0; ordinal < shorter.marks.length; ordinal++)
          if (shorter.marks[ordinal] === 1 && entryAt[ordinal]!.wordText.includes(needle)) marks[ordinal] = 1;
      } else
        for (const entry of entries.values()) if (entry.wordText.includes(needle)) marks[entry.ordinal] = 1;
    } else for (const channels of matching) for (const ordinal of channels) marks[ordinal] = 1;
    return { marks, positions: undefined, words };
  };

  // A phrase: every part narrows the candidates, then the candidates' texts decide.
  const searchPhrase = (needle: string, parts: readonly string[]): Answer => {
    const first = parts[0]!;
    const last = parts[parts.length - 1]!;
    const middle = new Set(parts.slice(1, -1));
    const shorter = narrowestKept(needle);
    let candidates: Uint8Array;
    if (shorter) candidates = shorter.answer.marks.slice();
    else {
      candidates = markWords((word) => word.endsWith(first));
      const narrow = (marks: Uint8Array) => {
        for (let i = 0; i < candidates.length; i++) candidates[i]! &= marks[i]!;
      };
      for (const word of middle) {
        const marks = new Uint8Array(ids.length);
        for (const ordinal of postings.get(word) ?? []) marks[ordinal] = 1;
        narrow(marks);
      }
      narrow(markWords((word) => word.startsWith(last)));
    }
    // Where the shorter needle sits inside this one: its first occurrence in a text is at most this
    // far after this one's.
    const offset = shorter ? needle.indexOf(shorter.needle) : 0;
    const from = shorter?.answer.positions;
    const positions = new Int32Array(candidates.length).fill(-1);
    for (let ordinal = 0; ordinal < candidates.length; ordinal++) {
      if (candidates[ordinal] !== 1) continue;
      const entry = entries.get(ids[ordinal]!);
      const at = entry ? entry.text.indexOf(needle, from ? Math.max(0, from[ordinal]! - offset) : 0) : -1;
      if (at < 0) candidates[ordinal] = 0;
      else positions[ordinal] = at;
    }
    return { marks: candidates, positions, words: undefined };
  };

  return {
    set(channelId, foldedText) {
      const entry = entries.get(channelId);
      if (entry) {
        if (entry.text === foldedText) return;
        answers.clear();
        const words = wordsOf(foldedText);
        const before = wordsOf(entry.wordText);
        for (const word of before) if (!words.has(word)) unlink(word, entry.ordinal);
        for (const word of words) if (!before.has(word)) link(word, entry.ordinal);
        entry.text = foldedText;
        entry.wordText = [...words].join(" ");
        return;
      }
      answers.clear();
      generation += 1;
      const ordinal = freeOrdinals.pop() ?? ids.length;
      ids[ordinal] = channelId;
      const words = wordsOf(foldedText);
      for (const word of words) link(word, ordinal);
      const added: Entry = { ordinal, text: foldedText, wordText: [...words].join(" ") };
      entries.set(channelId, added);
      entryAt[ordinal] = added;
    },
    remove,
    search(needle) {
      let answer = answers.get(needle);
      if (answer) {
        // Kept as the newest again, so a long session of typing keeps the answers it goes back to.
        answers.delete(needle);
      } else {
        const parts = needle.split(" ");
        answer = parts.length === 1 ? searchWord(needle) : searchPhrase(needle, parts);
        if (answers.size >= keptAnswers) answers.delete(answers.keys().next().value!);
      }
      answers.set(needle, answer);
      return matchesOf(answer.marks);
    },
    get size() {
      return entries.size;
    },
  };
}
