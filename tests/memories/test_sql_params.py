"""Raw SQL by named parameters: ORM fragments renamed, values bound by name, never by place."""

from __future__ import annotations

import pytest

from memories.sql_params import identifier, literal, merged, named, named_one, prefixed


def test_positional_fragments_are_renamed_in_order_and_percent_signs_kept() -> None:
    sqls, params = named(["a = %s AND b LIKE 'x%%'", "c = %s"], [1, "two"], "visible")
    assert sqls == ["a = %(visible_0)s AND b LIKE 'x%%'", "c = %(visible_1)s"]
    assert params == {"visible_0": 1, "visible_1": "two"}


def test_a_fragment_with_the_wrong_number_of_params_is_refused() -> None:
    with pytest.raises(ValueError, match="placeholders"):
        named_one("a = %s", [1, 2], "p")
    with pytest.raises(ValueError, match="more placeholders"):
        named_one("a = %s AND b = %s", [1], "p")


def test_one_name_bound_twice_to_different_values_is_a_mistake() -> None:
    assert merged({"limit": 5}, {"limit": 5, "k1": 1.2}) == {"limit": 5, "k1": 1.2}
    with pytest.raises(ValueError, match="limit"):
        merged({"limit": 5}, {"limit": 6})


def test_statements_sent_as_one_text_keep_their_names_apart() -> None:
    sql, params = prefixed("LIMIT %(limit)s -- 100%%", {"limit": 3}, "s1")
    assert (sql, params) == ("LIMIT %(s1_limit)s -- 100%%", {"s1_limit": 3})


def test_identifiers_and_literals_are_quoted_by_psycopg() -> None:
    assert literal("o'k") == "'o''k'"
    assert identifier("memory_embedding_hnsw_x") == '"memory_embedding_hnsw_x"'
