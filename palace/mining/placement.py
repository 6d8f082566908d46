"""Where a mined conversation goes: its wing (named by what it is about), its room, its closets.

A wing is named by the conversation's subject when the sender gave one, else by the project it
was sent for, else by what its turns are about: a person mentioned (or spoken with), a place,
then a topic word, each counted in turns, and never a time or a role label ("October",
"Assistant"). A conversation about something a wing already holds joins that wing. Every wing
and closet keeps a reason a person can read.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from django.db import connection
from django.db.models import Max
from django.utils.text import slugify

from memories.models import Project
from palace.mining.extractors import OfflineExtractor, Turn, is_entity_name
from palace.models import Closet, Conversation, Message, Room, Wing

MIN_TURNS = 2  # a name said in one turn only is a passing mention, not what the talk is about
NAMING_TURNS = 400  # the first turns tell what a conversation is about; enough to name it


@dataclass(frozen=True)
class WingName:
    name: str
    kind: str
    reason: str


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def wing_name_for(
    conversation: Conversation, turns: list[Turn], *, known: dict[str, str] | None = None
) -> WingName:
    """The wing a conversation belongs in. `known`: the owner's wings, slug → name; a candidate
    that names one of them wins, so talks about the same person or topic share a wing."""
    subject = conversation.subject.strip()
    if subject:
        return WingName(subject[:200], Wing.Kind.TOPIC, "Named by the conversation's subject.")
    if conversation.project_id is not None:
        project = Project.objects.filter(pk=conversation.project_id).first()
        if project is not None:
            return WingName(
                project.name[:200],
                Wing.Kind.PROJECT,
                f"Sent through a key of project {project.name}.",
            )
    total = len(turns)
    people, places, topics = _mentions(conversation, turns)
    ranked = [
        *((n, c, Wing.Kind.PERSON, "mentioned in") for n, c in people.most_common()),
        *((n, c, Wing.Kind.TOPIC, "mentioned in") for n, c in places.most_common()),
        *((n, c, Wing.Kind.TOPIC, "the most frequent topic, in") for n, c in topics.most_common()),
    ]
    for name, count, kind, how in ranked:
        existing = (known or {}).get(slugify(name)[:200])
        if existing is not None and count > 0:
            reason = f"Joins wing {existing}: {name}, {how} {count} of its {total} turns."
            return WingName(existing, kind, reason)
    for name, count, kind, how in ranked:
        if count >= MIN_TURNS:
            return WingName(name[:200], kind, f"{name}, {how} {count} of {total} turns.")
    return WingName(
        "General",
        Wing.Kind.TOPIC,
        f"No person, place or topic came up in more than one of its {_plural(total, 'turn')}.",
    )


def _mentions(
    conversation: Conversation, turns: list[Turn]
) -> tuple[Counter[str], Counter[str], Counter[str]]:
    """People, places and topic words, each counted once per turn that has it."""
    extraction = OfflineExtractor().extract(turns)
    owner = conversation.owner
    own_names = {
        owner.get_username().casefold(),
        getattr(owner, "get_full_name", lambda: "")().strip().casefold(),
    }
    found: dict[str, str] = {}  # name → "@p" or "@l", as first tagged
    for tag in sorted({t for tags in extraction.turn_tags.values() for t in tags}):
        prefix, _, name = tag.partition(" ")
        if prefix in ("@p", "@l") and is_entity_name(name) and name.casefold() not in own_names:
            found.setdefault(name, prefix)
    # A name is counted in every turn that says it, tagged there or not ("Jolene booked …").
    people: Counter[str] = Counter()
    places: Counter[str] = Counter()
    for name, prefix in found.items():
        said = re.compile(rf"\b{re.escape(name)}\b")
        count = sum(1 for t in turns if said.search(t.text))
        (people if prefix == "@p" else places)[name] = count
    names = {n.casefold() for n in found}
    topics: Counter[str] = Counter()
    for topic in extraction.topics:
        if topic != "conversation" and topic not in names:
            said = re.compile(rf"\b{re.escape(topic)}\b", re.IGNORECASE)
            topics[topic] = sum(1 for t in turns if said.search(t.text))
    return people, places, topics


def wing_for(conversation: Conversation, turns: list[Turn]) -> Wing:
    """The owner's wing for this conversation, created (numbered) when new."""
    with connection.cursor() as cursor:  # numbering wings per owner must not race
        cursor.execute(
            "SELECT pg_advisory_xact_lock(hashtextextended(%(key)s, 11))",
            {"key": f"wing:{conversation.owner_id}"},
        )
    wings = Wing.objects.filter(owner_id=conversation.owner_id)
    known = dict(wings.values_list("slug", "name"))
    named = wing_name_for(conversation, turns, known=known)
    slug = slugify(named.name)[:200] or "general"
    wing = wings.filter(slug=slug).first()
    if wing is None:
        last = wings.aggregate(n=Max("number"))["n"]
        wing = Wing.objects.create(
            owner_id=conversation.owner_id,
            slug=slug,
            name=named.name,
            kind=named.kind,
            reason=named.reason[:300],
            number=(last or 0) + 1,
        )
    return wing


def wing_rename_after_erasure(wing: Wing, erased: Sequence[str]) -> None:
    """A wing named by words of turns now deleted for good takes a new name from the turns it
    has left (or `Wing N`), so its name no longer quotes them. A name a person gave (a
    subject, a project) or one its remaining turns still say stays."""
    said = re.compile(rf"\b{re.escape(wing.name)}\b", re.IGNORECASE)
    if not any(said.search(text) for text in erased):
        return
    rooms = wing.rooms.select_related("conversation__project").order_by("number")
    conversations = [room.conversation for room in rooms if room.conversation is not None]
    given = {
        name.casefold()
        for conversation in conversations
        for name in (
            conversation.subject.strip(),
            conversation.project.name if conversation.project else "",
        )
    }
    if wing.name.casefold() in given:
        return
    left = Message.objects.filter(conversation__room__wing=wing).order_by(
        "conversation__room__number", "seq"
    )
    rows = list(left.values_list("seq", "speaker", "content")[:NAMING_TURNS])
    if any(said.search(f"{speaker}\n{content}") for _, speaker, content in rows):
        return
    turns = [Turn(seq, speaker, content) for seq, speaker, content in rows]
    named = wing_name_for(conversations[0], turns) if conversations else None
    slug = slugify(named.name)[:200] if named else ""
    taken = Wing.objects.filter(owner_id=wing.owner_id, slug=slug).exclude(pk=wing.pk).exists()
    if named is None or not slug or taken or said.search(named.name):
        named = WingName(f"Wing {wing.number}", wing.kind, "Its turns name nothing else.")
        slug = f"wing-{wing.number}"
        if Wing.objects.filter(owner_id=wing.owner_id, slug=slug).exclude(pk=wing.pk).exists():
            slug = f"wing-{wing.number}-{wing.pk}"
    wing.name, wing.slug, wing.kind = named.name, slug, named.kind
    wing.reason = f"Renamed when the turns that named it were deleted for good. {named.reason}"[
        :300
    ]
    wing.save(update_fields=["name", "slug", "kind", "reason"])


def room_for(conversation: Conversation, turns: list[Turn]) -> Room:
    """The conversation's room (in a transaction: the wing row is locked while numbering)."""
    room = Room.objects.filter(conversation=conversation).select_related("wing").first()
    if room is not None:
        return room
    wing = Wing.objects.select_for_update().get(pk=wing_for(conversation, turns).pk)
    last = wing.rooms.aggregate(n=Max("number"))["n"]
    title = conversation.title or f"{conversation.started_at:%Y-%m-%d %H:%M} conversation"
    return Room.objects.create(
        wing=wing,
        number=(last or 0) + 1,
        conversation=conversation,
        title=title[:300],
        started_at=conversation.started_at,
    )


def closet_for(room: Room, topic: str, *, turns: int, window: int) -> Closet:
    """The room's closet for a topic; its reason says how the topic was chosen."""
    reason = (
        f"The topic of {turns} of the {_plural(window, 'turn')} it was first filed from."
        if topic != "conversation"
        else "Turns with no topic of their own."
    )
    closet, _ = Closet.objects.get_or_create(
        room=room,
        slug=slugify(topic)[:200] or "conversation",
        defaults={"topic": topic[:200], "reason": reason[:300]},
    )
    return closet
