"""Services: every write to the memory store goes through a function here."""
