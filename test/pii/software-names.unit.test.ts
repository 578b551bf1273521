// Software named like a person ("Kafka", "Swift") in a sentence about software is no person (software-names.ts);
// the same words stay names elsewhere and with a first name.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';

/** The PERSON values that would be replaced (rules only, no NER). */
const persons = (text: string) => Object.values(anonymizeTexts([text], new Set(['PERSON'])).mapping).sort();

describe('software named like a person', () => {
  it.each([
    'Swift i Kotlin to języki do aplikacji mobilnych, a backend piszemy w Rust.',
    'Kafka i RabbitMQ obsługują kolejki, a konfiguracja siedzi w Spring Boot.',
    'Kafka przetwarza zdarzenia z klastra, a Jenkins robi deploy.',
    'nowa wersja Angulara i Reacta wyszła w tym tygodniu', // with case endings
  ])('is no person in %j', (text) => expect(persons(text)).toEqual([]));

  it.each([
    ['Czytam Kafkę i Schulza przed egzaminem.', ['Kafkę', 'Schulza']],
    ['Kafka napisał Proces w 1914 roku.', ['Kafka']],
    ['Taylor Swift wydała płytę, a nasz backend padł.', ['Taylor Swift']],
  ])('stays a name without software around it or with a first name: %j', (text, names) => expect(persons(text)).toEqual(names));
});
