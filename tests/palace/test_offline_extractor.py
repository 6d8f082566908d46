"""The offline extractor finds people, places, dates, items and preferences deterministically."""

import pytest

from palace.bench.extractor_eval import PARTS, evaluate
from palace.mining.extractors import OfflineExtractor, Turn, entities_in_text, is_entity_name

TURNS = [
    Turn(
        1, "Caroline", "Hey Melanie! I went to a LGBTQ support group yesterday and it was powerful."
    ),
    Turn(
        2,
        "Melanie",
        "That's great! I love painting sunsets with my kids. We went to Paris last summer.",
    ),
    Turn(
        3, "Caroline", "I adopted a puppy on 7 May 2023, and my friend Jolene helped me pick her."
    ),
    Turn(4, "Melanie", "I prefer hiking near the lake in the mornings. I bought a new guitar too."),
]


def test_extracts_people_places_dates_items_and_preferences():
    result = OfflineExtractor().extract(TURNS)
    assert "Jolene" in result.people
    assert "Paris" in result.places
    tags = {tag for tags in result.turn_tags.values() for tag in tags}
    assert "@t yesterday" in tags
    assert "@t 7 may 2023" in tags
    assert "@t last summer" in tags
    assert "@l Paris" in tags
    assert "@i new guitar" in tags or "@i guitar" in tags
    assert "@p Caroline" in result.turn_tags[1]
    prefs = [text for _, kind, text in result.facts if kind == "preference"]
    assert any(text.startswith("Melanie loves painting sunsets") for text in prefs)
    assert any(text.startswith("Melanie prefers hiking") for text in prefs)
    events = [text for _, kind, text in result.facts if kind == "event"]
    assert any("Caroline adopted a puppy" in text for text in events)


def test_same_input_same_output_and_every_turn_has_a_topic():
    first = OfflineExtractor().extract(TURNS)
    second = OfflineExtractor().extract(TURNS)
    assert first == second
    assert set(first.turn_topic) == {1, 2, 3, 4}
    assert all(topic in first.topics for topic in first.turn_topic.values())


def test_empty_window_yields_nothing_but_a_default_topic():
    result = OfflineExtractor().extract([])
    assert result.facts == []
    assert result.topics == ["conversation"]


def test_self_introduced_names_are_people_and_moods_or_days_are_not():
    turns = [
        Turn(1, "User", "Derek here. Quick question about the efoil."),
        Turn(2, "Assistant", "Sure."),
        Turn(3, "User", "Hi, I'm Ana and I'm tired today. This is Monday again."),
    ]
    result = OfflineExtractor().extract(turns)
    assert "@p Derek" in result.turn_tags[1]
    assert "@p Ana" in result.turn_tags[3]
    assert {"Derek", "Ana"} <= set(result.people)
    tags = {tag for tags in result.turn_tags.values() for tag in tags}
    assert not {"@p Tired", "@p tired", "@p Monday"} & tags


# Just under what the tuning part measures today from the word lists and grammar alone
# (docs/benchmarks.md, "The offline extractor"; with the local MiniLM:
# test_offline_tagger_minilm.py), (precision, recall) per tag: a change that makes the extractor find fewer true tags, or more
# wrong ones, fails here. Parts E, F and G are in tuning now; the held-out part (H) is held to the
# lead's one measurement with the model in test_offline_tagger_minilm.py once its floors are set.
FLOORS = {
    "@p": (0.99, 0.94), "@l": (0.98, 0.95), "@t": (0.99, 0.99), "@e": (0.98, 0.97),
    "@i": (0.98, 0.91),
}  # fmt: skip


def test_tags_meet_their_precision_and_recall_floors_on_the_tuning_part() -> None:
    scores = evaluate(PARTS["tuning"])
    below = {
        tag: (round(s.precision, 3), round(s.recall, 3))
        for tag, s in scores.items()
        if s.precision < FLOORS[tag][0] or s.recall < FLOORS[tag][1]
    }
    assert not below, f"tuning: under the floor (precision, recall): {below}; floors {FLOORS}"


def _tags(text: str, speaker: str = "Ben") -> list[str]:
    return OfflineExtractor().extract([Turn(1, speaker, text)]).turn_tags[1]


def test_an_event_a_common_place_and_a_thing_are_tagged_without_a_name_or_a_date() -> None:
    tags = _tags("We had the launch party at the lake and I tried a kayak")
    assert {"@e launch party", "@l lake", "@i kayak"} <= set(tags)


def test_a_name_that_starts_a_sentence_is_a_person() -> None:
    assert "@p Sarah" in _tags("Sarah suggested it.")
    assert "@p Emily" in _tags("Emily is coming to the concert with us.")
    assert {"@p Lucas", "@p Mia"} <= set(_tags("Lucas and Mia stopped by the bakery."))


def test_everyday_openers_are_not_people() -> None:
    turns = [
        Turn(1, "Ana", "Let me check."),
        Turn(2, "Ben", "Life is good."),
        Turn(3, "Ana", "Great, thanks! Painting is my escape. Fingers crossed it works."),
        Turn(4, "Ben", "Animals can really find joy. Pets are the best. Garlic is my go-to."),
        Turn(5, "Ana", "Mom loved the flowers. Everyone laughed. Harry Potter and Game of "
             "Thrones are amazing."),
    ]  # fmt: skip
    result = OfflineExtractor().extract(turns)
    people = {t for tags in result.turn_tags.values() for t in tags if t.startswith("@p")}
    assert people == {"@p Ana", "@p Ben"}
    assert result.people == []


def test_someone_spoken_to_is_a_person_but_a_country_after_a_comma_is_not() -> None:
    assert "@p Mel" in _tags("Wow, Mel! Any more paintings coming up?")
    assert "@p Caroline" in _tags("Yeah, you're right, Caroline. Family matters.")
    people = [t for t in _tags("A gift from my home country, Sweden.") if t.startswith("@p")]
    assert people == ["@p Ben"]  # the speaker only


def test_a_part_of_a_named_place_and_a_landmark_name_the_place() -> None:
    assert "@l Belize" in _tags("We went diving off the coast of Belize.")
    assert "@l Louvre Palace" in _tags("Lunch near the Louvre Palace was lovely.")
    assert "@l Nuuk" in _tags("I grew up in the old part, by the city of Nuuk.")


def test_a_kind_of_place_is_a_tag_but_never_an_entity() -> None:
    assert "@l coffee shop" in _tags("We met at a coffee shop in Lisbon.")
    assert entities_in_text("We met at a coffee shop in Lisbon.") == [("Lisbon", "place")]
    assert not is_entity_name("coffee shop")
    assert is_entity_name("Lisbon")


def test_weekdays_clock_times_and_parts_of_day_are_times_but_not_every_saturday() -> None:
    tags = _tags("The sprint review is at 3pm tomorrow, then Friday at 7pm and this morning.")
    assert {"@t 3pm", "@t tomorrow", "@t friday", "@t 7pm", "@t this morning"} <= set(tags)
    assert not [t for t in _tags("I volunteer every Saturday. May I ask?") if t.startswith("@t")]


def test_what_is_on_a_day_called_off_or_happening_is_an_occasion_whatever_the_noun() -> None:
    assert "@e christening" in _tags("Mina's christening is on Sunday.")
    assert "@e quarterly planning" in _tags("The quarterly planning got postponed.")
    assert "@e data migration" in _tags("The data migration happens overnight.")
    for text in ("The package is on the table.", "Oliver starts school in May."):
        assert not [t for t in _tags(text) if t.startswith("@e")]


def test_a_noun_that_is_a_verb_as_often_needs_a_determiner() -> None:
    tags = _tags("I'll call you to book a table, then we hike.")
    assert not [t for t in tags if t.startswith(("@e", "@i"))]
    assert {"@e call", "@i book"} <= set(_tags("I missed the call about the book."))


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        ("I'll bring chips and salsa to the barbecue.", {"@i chips", "@i salsa"}, set()),
        ("Bought new cleats for the tournament.", {"@i cleats"}, set()),
        ("Rafi keeps losing his AirPods at the gym.", {"@i airpods"}, set()),
        ("The espresso I had in Naples was incredible.", {"@i espresso"}, set()),
        ("My grandfather carved this spoon in 1962.", {"@i spoon", "@t 1962"}, set()),
        ("Renata broke her wrist at roller derby practice.", {"@e roller derby practice"},
         {"@i wrist"}),
        ("Ebba's violin teacher moved to Uppsala.", set(), {"@i violin", "@i violin teacher"}),
        ("Fixed the login bug and gave a talk.", set(), {"@i login bug", "@i talk"}),
        ("Priscilla gave me a sourdough starter.", {"@i sourdough starter"}, set()),
        ("I ordered a standing desk and a monitor arm.", {"@i monitor arm"}, set()),
        ("I found my old Game Boy in the garage.", {"@i game boy"}, set()),
        ("She found a wallet on the tram.", {"@i tram", "@i wallet"}, {"@l tram"}),
        ("I waited at the bus stop.", {"@l bus stop"}, {"@i bus"}),
        ("I picked up a used PlayStation from a shop.", {"@i playstation"}, set()),
        ("Got a new mattress and it's a game changer.", {"@i new mattress"}, set()),
        ("I brought my Mom to the party, we found ways to help.", set(), {"@i mom", "@i ways"}),
    ],
)  # fmt: skip
def test_what_is_brought_lost_carved_or_had_is_a_thing_but_a_body_part_or_a_talk_is_not(
    text: str, wanted: set[str], unwanted: set[str]
) -> None:
    tags = set(_tags(text))
    assert wanted <= tags, tags
    assert not unwanted & tags, tags


def test_a_holiday_before_an_occasion_names_it_and_a_year_or_a_week_after_next_is_a_time() -> None:
    assert "@t diwali" not in _tags("Deepa's Diwali party was the best one yet.")
    assert "@t weekend after next" in _tags("Declan's stag do is in Galway the weekend after next.")
    tags = _tags("Harold spilled gravy on the tablecloth at Thanksgiving.")
    assert "@t thanksgiving" in tags
    assert "@l Thanksgiving" not in tags
    assert not [t for t in _tags("That's fair.") if t.startswith("@e")]


def test_a_place_after_near_the_dentist_and_a_place_spelled_with_an_accent() -> None:
    assert {"@l café", "@l campus"} <= set(_tags("Let's meet at the café near campus sometime."))
    assert "@l dentist" in _tags("Stuck at the dentist, running late.")
    assert "@e skiing" in _tags("Lars went cross-country skiing in Lillehammer.")


def test_accented_names_of_places_a_kin_title_before_a_name_and_tet() -> None:
    assert "@l Lake Taupō" in _tags("We went kayaking on Lake Taupō over the holidays.")
    tags = _tags("Aunt Marit mailed us cloudberry jam from Tromsø.")
    assert {"@p Marit", "@l Tromsø"} <= set(tags)
    assert "@p Aunt Marit" not in tags
    tags = _tags("Mom's making pho for Tết, come hungry.")
    assert "@t tết" in tags
    assert "@p Tết" not in tags


def test_what_happens_after_the_game_and_someones_one_on_one_are_occasions() -> None:
    assert "@e game" in _tags("We had pizza at Luigi's after the game.")
    assert "@e 1:1" in _tags("Can we push our 1:1 to Wednesday?")
    assert "@e game" not in _tags("We played a board game after the game night.")


def _facts(turns: list[Turn]) -> list[str]:
    return [text for _, _, text in OfflineExtractor().extract(turns).facts]


def test_a_move_with_a_time_and_a_new_habit_become_third_person_facts():
    turns = [
        Turn(1, "Ana", "I'm moving to Shenzhen next month and will start jogging in the morning.")
    ]
    result = OfflineExtractor().extract(turns)
    facts = {text: kind for _, kind, text in result.facts}
    assert facts.get("Ana is moving to Shenzhen next month") == "event"
    assert "Ana will start jogging in the morning" in facts


def test_plans_possessions_relations_and_subjectless_statements_name_the_speaker():
    facts = _facts([
        Turn(1, "Caroline", "Researching adoption agencies. My goal is to give kids a loving home."),
        Turn(2, "Melanie", "We went camping in the mountains last week. My kids loved the campfire!"),
        Turn(3, "Caroline", "I've known these friends for 4 years, since I moved from my home country."),
    ])  # fmt: skip
    assert "Caroline is researching adoption agencies" in facts
    assert "Caroline's goal is to give kids a loving home" in facts
    assert "Melanie and others went camping in the mountains last week" in facts
    assert "Melanie's kids loved the campfire" in facts
    assert any(f.startswith("Caroline has known these friends for 4 years") for f in facts)


def test_questions_reactions_compliments_and_beliefs_are_not_facts():
    facts = _facts([
        Turn(1, "Caroline", "What made you try pottery? Did you take a class?"),
        Turn(2, "Melanie", "Thanks, Caroline! Your kind words mean a lot. I'm so proud of you!"),
        Turn(3, "Caroline", "I totally agree. We all have our own paths. Let's keep going!"),
        Turn(4, "Melanie", "Relaxing and expressing ourselves is key. Can't wait to hear more."),
    ])  # fmt: skip
    assert facts == []


def test_a_role_labelled_speaker_who_introduces_themself_is_named_in_facts():
    turns = [
        Turn(1, "user", "Derek here. I adopted a puppy last week."),
        Turn(2, "assistant", "Congratulations! I'd suggest puppy classes, I think they help."),
        Turn(3, "user", "I also started a pottery class."),
    ]
    result = OfflineExtractor().extract(turns)
    assert result.speaker_names == {"user": "Derek"}
    facts = [text for _, _, text in result.facts]
    assert facts == ["Derek adopted a puppy last week", "Derek also started a pottery class"]


def test_a_speaker_addressed_by_name_is_not_taken_for_the_subject():
    facts = _facts([
        Turn(1, "Jon", "Gina, I had to shut down my bank account."),
        Turn(2, "Gina", "Oh no. I lost my job last month too, Jon."),
    ])  # fmt: skip
    assert "Jon had to shut down their bank account" in facts
    assert "Gina lost their job last month too" in facts


def _entity_tags(turns: list[Turn]) -> set[str]:
    result = OfflineExtractor().extract(turns)
    return {t for tags in result.turn_tags.values() for t in tags if t.startswith(("@p", "@l"))}


def test_months_weekdays_and_dates_are_never_places_or_people():
    turns = [
        Turn(1, "alice", "We met in March and again in October, back from Lisbon on Monday."),
        Turn(2, "alice", "I'm going to Porto in January, with Sam on Friday."),
        Turn(3, "alice", "Since Tuesday I've been in Rome; see you Next Week."),
    ]
    tags = _entity_tags(turns)
    assert {"@l Lisbon", "@l Porto", "@l Rome"} <= tags
    months_and_days = {"March", "October", "January", "Monday", "Friday", "Tuesday", "Next Week"}
    assert not {t.split(" ", 1)[1] for t in tags} & months_and_days


def test_speaker_role_labels_are_not_people():
    turns = [
        Turn(1, "Assistant", "Lovely. Are you taking the train?"),
        Turn(2, "alice", "Yes, the Assistant said the User should book early."),
        Turn(3, "User", "Thanks, Bot."),
    ]
    result = OfflineExtractor().extract(turns)
    tags = {t for tags in result.turn_tags.values() for t in tags}
    assert not {"@p Assistant", "@p User", "@p Bot"} & tags
    assert "@p alice" in result.turn_tags[2]
    assert "Assistant" not in result.people


def test_topics_are_not_time_words():
    turns = [
        Turn(1, "alice", "This week the pottery class moved; next week pottery again in October."),
        Turn(2, "bob", "October pottery sounds good. Last week was busy, this weekend too."),
    ]
    result = OfflineExtractor().extract(turns)
    assert result.topics[0] == "pottery"
    assert not {"week", "october", "weekend"} & set(result.topics)


def test_the_bench_says_a_labelled_file_not_written_yet_instead_of_failing(tmp_path) -> None:
    from django.core.management import CommandError, call_command

    with pytest.raises(CommandError, match="not written yet"):
        call_command("bench_extractor", str(tmp_path / "extractor_labels_heldout9.json"))


def test_a_measure_names_no_thing_of_its_own_and_what_something_is_made_out_of_does() -> None:
    tags = set(_tags("Can you pick up a bag of oranges and a jar of honey?"))
    assert {"@i oranges", "@i honey"} <= tags
    assert not {"@i bag", "@i jar"} & tags
    assert "@i driftwood" in _tags("He built a raft out of driftwood.")


def test_a_brand_with_its_noun_a_noun_before_is_and_a_holiday_that_says_which_occasion() -> None:
    assert "@i airpods case" in _tags("He dropped my AirPods case in the pool.")
    assert "@i van" in _tags("The van's been leaking oil since Friday.")
    assert "@e christmas party" in _tags("We're hosting the Christmas party at our place.")
    tags = set(_tags("Her pizza night is a hit with the kids."))
    assert "@e pizza night" in tags
    assert "@i pizza" not in tags


def test_a_place_where_an_occasion_starts_is_no_occasion() -> None:
    tags = set(_tags("The recital at the chapel starts at noon."))
    assert "@e recital" in tags
    assert "@e chapel" not in tags


def test_hyphenated_names_names_listed_first_and_names_asked_about_are_people() -> None:
    assert "@p Min-seo" in _tags("Min-seo and I went bowling.")
    assert "@p Tariq" in _tags("Tariq, Lena and I are driving up.")
    tags = set(_tags("Did Marisol ever call you back?"))
    assert "@p Marisol" in tags
    assert not any(t.startswith("@e") for t in tags)


def test_a_pet_named_in_the_window_is_no_person_and_a_holiday_is_a_time() -> None:
    turns = [
        Turn(1, "Ana", "We got a kitten and named it Mochi."),
        Turn(2, "Ben", "Aww, Mochi will love your couch."),
    ]
    tags = {t for tags in OfflineExtractor().extract(turns).turn_tags.values() for t in tags}
    assert "@p Mochi" not in tags
    assert set(_tags("We fly home for Eid.")) == {"@p Ben", "@t eid"}
    assert "@t chuseok" in _tags("They visit Daegu over Chuseok.")


def test_someone_thanked_fetched_or_whose_occasion_it_is_is_a_person() -> None:
    assert "@p Priya" in _tags("Priya, thanks for the lift!")
    assert "@p Noor" in _tags("Thanks for the lift to the station, Noor!")
    assert "@p Leo" in _tags("Can you pick up Leo from school?")
    assert "@p Keanu" in _tags("Keanu's school choir concert is on Friday.")
    assert "@p Fantastic" not in _tags("Fantastic, thanks, Ruth.")


def test_an_occasion_by_grammar_whatever_its_noun() -> None:
    assert "@e trek" in _tags("I returned the hiking poles to Pieter after our trek.")
    assert "@e tryouts" in _tags("Akash forgot his cleats before the tryouts.")
    tags = set(_tags("Thandi and Sipho are coming to the braai on Heritage Day."))
    assert {"@e braai", "@t heritage day"} <= tags
    assert "@e tailgate" in _tags("Bring the folding chairs and the big cooler to the tailgate.")
    assert "@e potluck" in _tags("We hosted a potluck at our place.")
    assert "@e recital" in _tags("The recital went great.")
    assert "@e birthday" in _tags("Did Camila pick up the birthday cake from the bakery?")
    # what happens after a storm, a baby who arrives, a place at an hour: no occasion
    assert not [t for t in _tags("The trail was closed after the storm.") if t[:2] == "@e"]
    assert not [t for t in _tags("We're painting before the baby arrives.") if t[:2] == "@e"]
    assert "@e starts" not in _tags("The barbecue at Tomasz's starts at 7pm.")
    assert "@t new year's" in _tags("We went skiing in Hakuba over New Year's.")


def test_an_occasion_at_a_place_on_a_day_after_a_part_of_the_day_or_after_bible_study() -> None:
    tags = set(_tags("Lucía's quinceañera is at the banquet hall on June 12."))
    assert {"@e quinceañera", "@l banquet hall", "@t june 12"} <= tags
    assert "@e night shift" in _tags("I've got a night shift at the hospital on Friday.")
    assert "@e bible study" in _tags("I'll drop the dish back at your place after Bible study.")
    assert "@e housewarming" in _tags("Dariush gave me a Persian rug as a housewarming gift.")
    assert "@e baptism" in _tags("We had feijoada with Rosa after the baptism.")
    assert not [t for t in _tags("I'll call after Mom called.") if t[:2] == "@e"]
    assert "@e game" in _tags("Carlos, did you get the tickets for the game?")
    assert "@e football" in _tags("Omar and I are playing football on Wednesday night.")


def test_what_one_forgets_grows_flies_or_crashes_is_a_thing_and_so_is_the_rest_of_a_list() -> None:
    tags = set(_tags("I packed my wetsuit, fins and a spare mask for the dive trip."))
    assert {"@i wetsuit", "@i fins", "@i spare mask"} <= tags
    assert {"@i cleats", "@i shin guards"} <= set(_tags("Akash forgot his cleats and shin guards."))
    assert "@i basil" in _tags("He grows tomatoes and basil.")
    assert "@i airpods" in _tags("I lost one of my AirPods at the stadium.")
    assert "@i e-bike" in _tags("Léa crashed her e-bike on the way to the office.")
    assert "@i ice cream" in _tags("She's eating ice cream now.")
    assert "@i small" not in _tags("I need to return these jeans, they're too small.")
    assert not [t for t in _tags("I'm trying to eat healthier.") if t[:2] == "@i"]
    assert not [t for t in _tags("Hannah gave me great feedback.") if t[:2] == "@i"]
    assert "@i donations" in _tags("I dropped off the donations at the church.")
    for text in (
        "The kids are growing up fast.",
        "I forgot my password again.",
        "Plus my full support. Don't give up, buddy.",
        "Don't forget to stay positive and motivate others.",
        "Let's make tomorrow unforgettable.",
        "I'm working on my online store, growing the customer base.",
    ):
        assert not [t for t in _tags(text) if t[:2] == "@i"], text


def test_someone_one_returns_a_thing_to_a_title_a_grandparent_and_a_holidays_eve_are_no_places() -> (
    None
):
    tags = set(_tags("Return the ladder to Mr. Okafor before he leaves for Abuja."))
    assert "@l Abuja" in tags
    assert not {"@l Mr", "@p Abuja"} & tags
    tags = set(_tags("I returned the hiking poles to Pieter after our trek."))
    assert "@p Pieter" in tags
    assert "@l Pieter" not in tags
    assert "@p Nonna" not in _tags("Nonna gave me her pasta machine and a rolling pin.")
    assert "@p Eve" not in _tags("Agnieszka made pierogi and borscht for Christmas Eve.")
    assert "@t 4" in _tags("The parent-teacher conference is at 4 in the library.")
    assert "@l Lisbon" in _tags("We moved to Lisbon last year.")


def test_someone_something_is_for_or_brought_to_and_a_word_of_weather_are_no_occasions() -> None:
    for text in (
        "Take the dog to the groomer.",
        "Bring a jacket for the cold.",
        "We made dinner for the neighbours.",
        "Kids played outside on Friday.",
        "I bought a present for the baby.",
        "Send the invoice to the client on Monday.",
        "He missed the exit and got lost.",
        "The project went well.",
        "Our dinner went amazing.",
    ):
        events = {t for t in _tags(text) if t[:2] == "@e"}
        assert events <= {"@e dinner"}, (text, events)


def test_what_one_goes_after_or_does_something_for_ones_own_is_no_occasion() -> None:
    for text in (
        "Keep going after your dreams!",
        "I'm after Marley flooring, which dance studios use.",
        "It pushed me to take the plunge and go for my biz dreams.",
        "Let's keep celebrating achievements.",
    ):
        assert not [t for t in _tags(text) if t[:2] == "@e"], text
