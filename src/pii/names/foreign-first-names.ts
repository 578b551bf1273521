// First names of Poland's largest immigrant groups as Polish text spells them, which the PESEL registry list
// (first-names.json) lacks: Ukrainian and Belarusian names in Polish transliteration ("Ołeksandr", "Iryna",
// "Wołodymyr") and in the English one used on passports ("Tetiana", "Svitlana"), Georgian, and English and
// German names common in business mail, and Indian ones. Declined like Polish names ("z Ołeksandrem", "Iryny"); the
// Ukrainian names in -na also as Ukrainian declines them ("Iryni", "Oksani": ukrainianDativeForms). Left out:
// names that are Polish words or brands ("Inna" = other, "Wira", "Nika", "Heinz") and Vietnamese given names (short syllables that are
// English and Polish words too).

export const FOREIGN_MALE_NAMES: readonly string[] = [
  // Ukrainian, Belarusian, Russian (Polish spelling)
  'Ołeksandr', 'Ołeksij', 'Ołeh', 'Wołodymyr', 'Mykoła', 'Mychajło', 'Serhij', 'Siarhiej', 'Siergiej', 'Jewhen',
  'Jewgienij', 'Jurij', 'Andrij', 'Wasyl', 'Witalij', 'Anatolij', 'Walerij', 'Hryhorij',
  'Pawło', 'Danyło', 'Kyryło', 'Rusłan', 'Wadym', 'Uładzimir', 'Alaksandr', 'Pawieł',
  'Andrej', 'Jauhien', 'Wiaczesław', 'Walentyn', 'Ołeksa', 'Jarema',
  // Georgian
  'Nikoloz', 'Shota', 'Tornike', 'Gocha', 'Tengiz',
  // Indian (IT and services staff; the names that are no Polish or English word)
  'Siddharth', 'Rahul', 'Amit', 'Ankit', 'Rohit', 'Vikram', 'Arjun', 'Karthik', 'Deepak', 'Sandeep', 'Sanjay', 'Suresh',
  'Ramesh', 'Rajesh', 'Sunil', 'Vijay', 'Abhishek', 'Aditya', 'Nikhil', 'Pradeep', 'Manish', 'Gaurav', 'Varun', 'Srinivas',
  'Venkatesh', 'Prakash', 'Harish', 'Mahesh', 'Naveen', 'Praveen',
  // English and German
  'Dieter', 'Wolfgang', 'Klaus', 'Jürgen', 'Juergen', 'Gunther', 'Günther', 'Ralf',
];

export const FOREIGN_FEMALE_NAMES: readonly string[] = [
  // Ukrainian, Belarusian, Russian (Polish spelling)
  'Iryna', 'Oksana', 'Ołena', 'Hałyna', 'Halyna', 'Tetiana', 'Tetyana', 'Kateryna', 'Switłana',
  'Swietłana', 'Ludmyła', 'Julija', 'Anastasija', 'Nadija', 'Ołha', 'Wolha',
  'Wiktorija', 'Ołeksandra', 'Larysa', 'Zorjana', 'Solomija', 'Natalija', 'Daryna', 'Łesia',
  'Myrosława', 'Ksenija', 'Jewhenija', 'Marija', 'Sofija',
  // the same names in passport (English) transliteration
  'Olena', 'Svitlana', 'Liudmyla', 'Yuliia', 'Anastasiia', 'Nadiia', 'Olha', 'Viktoriia',
  'Larysa', 'Zoriana', 'Solomiia', 'Nataliia', 'Khrystyna', 'Mariia', 'Sofiia',
  'Yevheniia', 'Volha', 'Aksana', 'Tatsiana',
  // Georgian
  'Tamar', 'Ketevan', 'Tamuna', 'Mariam', 'Salome',
  // Indian
  'Priya', 'Pooja', 'Neha', 'Ananya', 'Divya', 'Kavya', 'Shreya', 'Lakshmi', 'Sneha', 'Anjali', 'Aishwarya', 'Deepika',
  'Swati', 'Shruti', 'Lavanya', 'Meenakshi',
  // English and German
  'Emily', 'Sarah', 'Jennifer', 'Ashley', 'Megan', 'Hannah', 'Rachel', 'Lauren', 'Heather', 'Ursula',
  'Sabine', 'Heike', 'Brigitte', 'Gisela', 'Ingrid', 'Gudrun', 'Stephanie', 'Kimberly',
];

/**
 * Case forms of the masculine names in -ło ("Mychajło", "Pawło"), which the Polish patterns leave undeclined:
 * "Mychajła", "Mychajłowi", "Mychajłem", "Mychajle".
 */
export function masculineLoForms(names: readonly string[]): string[] {
  return names.filter((n) => n.endsWith('ło')).flatMap((n) => {
    const stem = n.slice(0, -1);
    return [stem + 'a', stem + 'owi', stem + 'em', n.slice(0, -2) + 'le'];
  });
}

/**
 * The dative and genitive Ukrainian gives the feminine names in -na ("Iryna" → "Iryni", "Oksana" → "Oksani"), which
 * Polish text keeps when it writes to or about their bearers ("Iryni zapłać z góry").
 */
export function ukrainianDativeForms(names: readonly string[]): string[] {
  return names.filter((n) => n.endsWith('na')).map((n) => n.slice(0, -1) + 'i');
}
