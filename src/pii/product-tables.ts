// Products named like people in a catalogue or price list ("Stefan", "Billy", "Ingrid" — furniture — in a
// "nazwa;cena;kolor" table): a delimited table whose header has a product-name column (nazwa, produkt, model,
// towar, artykuł, name, product, item) and a column only goods have (cena, kolor, wymiary, materiał, EAN, SKU,
// price, colour…) and no column of people (imię, nazwisko, klient, osoba, kontakt, e-mail, telefon…) lists goods:
// a PERSON span that is the whole cell under the product-name column is dropped. A person in another column of
// the same table ("klient;produkt;cena") is kept, as is every name in a table with a people column.
import type { Candidate } from './types.js';

const DELIMITERS = ['\t', ';', ',', '|'] as const;
const PRODUCT_NAME_HEADER_RE = /^(?:nazwa|nazwa produktu|nazwa towaru|produkt|model|towar|artykul|name|product|product name|item)$/;
const GOODS_HEADER_RE = /^(?:cena(?: brutto| netto)?(?: \(?(?:zl|pln)\)?)?|kolor|kolory|wymiary|wymiar|szerokosc|wysokosc|glebokosc|material|waga|ean|sku|kod produktu|indeks|ilosc|stan magazynowy|kategoria|vat|price|colou?r|dimensions|weight|qty|quantity|stock)$/;
const PEOPLE_HEADER_RE = /imie|imiona|nazwisk|klient|osoba|kontakt|e-?mail|telefon|pesel|adres|odbiorca|nadawca|pracownik|autor|wlasciciel|customer|person|contact|phone|surname|first|last|owner|author/;

const FOLD: Readonly<Record<string, string>> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };
function headerCell(cell: string): string {
  return cell.trim().replace(/["'*]/g, '').replace(/[_]/g, ' ').toLowerCase().replace(/[ąćęłńóśźż]/g, (c) => FOLD[c]!);
}

/** Candidates without the PERSON spans that are a product's name in a table of goods. */
export function dropProductNames(text: string, candidates: Candidate[]): Candidate[] {
  if (!text.includes('\n') || !candidates.some((c) => c.type === 'PERSON')) return candidates;
  const cells = productNameCells(text);
  if (cells.length === 0) return candidates;
  return candidates.filter((c) => c.type !== 'PERSON' || !cells.some((s) => s.start <= c.start && c.end <= s.end));
}

/** The spans of the cells under a product-name column of each table of goods in `text`. */
function productNameCells(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let column = -1, delimiter = '', width = 0;
  for (let lineStart = 0; lineStart < text.length;) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const d = DELIMITERS.find((x) => line.includes(x));
    const parts = d ? line.split(d) : [];
    if (d && column >= 0 && d === delimiter && parts.length === width) {
      let at = lineStart;
      for (let i = 0; i < column; i++) at += parts[i]!.length + 1;
      out.push({ start: at, end: at + parts[column]!.length });
    } else {
      column = -1;
      if (d) {
        const header = parts.map(headerCell);
        const name = header.findIndex((h) => PRODUCT_NAME_HEADER_RE.test(h));
        if (name >= 0 && header.some((h) => GOODS_HEADER_RE.test(h)) && !header.some((h) => PEOPLE_HEADER_RE.test(h))) {
          column = name; delimiter = d; width = parts.length;
        }
      }
    }
    lineStart = lineEnd + 1;
  }
  return out;
}
