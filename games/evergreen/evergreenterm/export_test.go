package evergreenterm

// Sentence is (*UI).sentence for the golden test: what every front end
// says of an event.
var Sentence = (*UI).sentence
