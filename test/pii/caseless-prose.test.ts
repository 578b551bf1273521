// Names and places in prose typed without case (caseless-pairs.ts): a first name with an agreeing surname of
// the lexicon, lists of first name + word, initials, places after a preposition that governs their case;
// each rule with the sentences that must stay untouched.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { ScanText } from '../../src/pii/context.js';
import { detectCaselessPairs, detectCaselessPlaces } from '../../src/pii/detectors/caseless-pairs.js';
import { nameEchoes } from '../../src/pii/name-echoes.js';
import type { Candidate } from '../../src/pii/types.js';

const noMarker = () => false;
/** The spans one of this module's rules finds, by source. */
function found(text: string, source: string): string[] {
  const out: Candidate[] = [];
  const scan = new ScanText(text);
  detectCaselessPairs(scan, out, noMarker);
  detectCaselessPlaces(scan, out);
  return out.filter((c) => c.source === source).map((c) => text.slice(c.start, c.end));
}
/** The values the rules alone would replace. */
const replaced = (text: string, types: string[]) => Object.values(anonymizeTexts([text], new Set(types as never[])).mapping);

describe('first name + agreeing surname of the lexicon', () => {
  it.each([
    ['nagrody odebrali z rąk tadeusza trojaka ze świdnika', 'tadeusza trojaka'],
    ['PRZEMAWIAŁ PAN POSEŁ CZESŁAW POGODA. PROSZĘ', 'CZESŁAW POGODA'],
    ['przewodniczącym jest mieczysław rokosz, który', 'mieczysław rokosz'],
    ['15-LETNIEGO STANISŁAWA REJA. NA POCZĄTKU', 'STANISŁAWA REJA'],
    ['autora ostpolitik egona bahra. to porównanie', 'egona bahra'], // a foreign first name of the lexicon
  ])('%j → %s', (text, name) => expect(found(text, 'caseless-pair')).toEqual([name]));

  it.each([
    'a następnie ten sam kawałek żelaza', // "Sam" is a first name, "Kawałek" a surname: the short word reads as a word
    'sam pan marszałek zażyczył sobie tego',
    'Przemawiał pan poseł Czesław Pogoda.', // text with case: the capitals speak for themselves
    'ewa kot siedzą na kanapie', // a first name that is a common word
    'róża kot i lis',
    'w maju kot i wrona siedziały na płocie',
  ])('leaves %j', (text) => expect(found(text, 'caseless-pair')).toEqual([]));

  it('a woman keeps a consonant-final surname unchanged, but cases must agree', () => {
    expect(found('wręczyła ją teresa rokosz z gminy', 'caseless-pair')).toEqual(['teresa rokosz']);
    expect(found('spotkałem tomasza pogoda była ładna', 'caseless-pair')).toEqual([]); // genitive first name, nominative surname
  });
});

describe('a list of first name + word', () => {
  it('tags every two-word item once two of them open with a first name', () => {
    expect(found('w składzie: sebastian bugla, krzysztof mazur, janusz stopa i tomasz mucha.', 'caseless-list'))
      .toEqual(['sebastian bugla', 'krzysztof mazur', 'janusz stopa', 'tomasz mucha']);
  });
  it.each([
    'janusz stopa przyszedł wczoraj', // one pair is no list
    'ani dumy, ani troski, ani wstydu', // "ani" is a first name's form and a word
    'stan cywilny, stan rodzinny, stan zdrowia',
    'kupiłem lis polarny, kot perski i wrona siwa',
    'Sebastian Bugla, Krzysztof Mazur, Janusz Stopa', // text with case
  ])('leaves %j', (text) => expect(found(text, 'caseless-list')).toEqual([]));
});

describe('an initial and a surname', () => {
  it.each([
    ['zarzuty stawiali n. abercrombie i w. carlsnaes. zostały one omówione', ['n. abercrombie', 'w. carlsnaes']],
    ['PAŁAC (W. STABROWSKI – 1876)', ['W. STABROWSKI']],
    ['zbudowany wg planów arch. j. f. schinkla w 1830', ['j. f. schinkla']],
  ])('%j → %j', (text, names) => expect(found(text, 'caseless-initial')).toEqual(names));

  it.each([
    'zginął w 1992 r. kowalczyk przyjechał później', // a year's "r."
    'wieś z xix w. pałac stoi do dziś',
    'stodoła z rogalina k. mosiny z xix wieku', // "k." is "koło" before a place
    'przysiółek targoszyce k. kromolic. dwór z 1 ćwierci',
    'plan b. potem zobaczymy', // a lettered item before a common word
    'zobacz https://example.com/a.png i daj znac',
    'wyslalem plik raport b.docx wczoraj',
  ])('leaves %j', (text) => expect(found(text, 'caseless-initial')).toEqual([]));
});

describe('a place after a preposition that governs its case', () => {
  it.each([
    ['przyjechał z siemianowic do bełchatowa', ['siemianowic', 'bełchatowa']],
    ['ZGRUPOWANIE WE WRONKACH ZACZNIE SIĘ JUTRO', ['WRONKACH']],
    ['mieszka w piotrkowie trybunalskim od lat', ['piotrkowie trybunalskim']],
    ['wrócił do polski w październiku, a potem wyjechał z polski', ['polski', 'polski']],
    ['REPREZENTACJA POLSKI ZAGRA W FINALE MISTRZOSTW POLSKI', ['POLSKI', 'POLSKI']],
    ['to ważny moment w historii polski', ['polski']],
  ])('%j → %j', (text, places) => expect(found(text, 'caseless-place')).toEqual(places));

  it.each([
    'przetłumaczył to na polski i angielski', // the language
    'to jest polski rząd i polski film',
    'uczę się, bo język polski jest trudny, a ten polski film nudny',
    'bardzo polski obyczaj, czy polski rząd to wie', // adverbs and short words before the adjective
    'poseł z konfederacji polski niepodległej', // an organization's name
    'poszedł do lasu z kotem i lisem', // common words after a preposition
    'W Polanicy byłem raz.', // text with case
    'wrócił do domu w maju',
  ])('leaves %j', (text) => expect(found(text, 'caseless-place')).toEqual([]));

  it('is what the LOCATION rules return in a lowercase message', () => {
    expect(replaced('jutro jade do bełchatowa a potem z siemianowic', ['LOCATION']).sort()).toEqual(['bełchatowa', 'siemianowic']);
  });
});

describe('sentences with case are left to the other rules', () => {
  it('finds nothing in ordinary text', () => {
    const text = 'Jan Kowalski mieszka w Mosinie. Tomasz Łapan przyjechał z Siemianowic, a N. Abercrombie z Polski.';
    const out: Candidate[] = [];
    detectCaselessPairs(new ScanText(text), out, noMarker);
    detectCaselessPlaces(new ScanText(text), out);
    expect(out).toEqual([]);
  });
});

describe('echoes of a surname no list knows', () => {
  it('finds the other form of a surname read after a first name, where neither form is a dictionary word', () => {
    const text = 'JEST ŻONĄ BYŁEGO KOLEGI THOMASA STRUNZA. TYMCZASEM STRUNZ W KOLONII ZAJMUJE SIĘ DZIEĆMI.';
    expect(nameEchoes(text, [{ type: 'PERSON', start: text.indexOf('THOMASA'), end: text.indexOf('.') }]).map((c) => text.slice(c.start, c.end))).toEqual(['STRUNZ']);
  });
  it('leaves a dictionary word that shares the stem ("janusz stopa … stopy")', () => {
    const text = 'janusz stopa przyszedł. bolały go stopy i stopę miał spuchniętą.';
    expect(nameEchoes(text, [{ type: 'PERSON', start: 0, end: 12 }])).toEqual([]);
  });
});
