"""The LangGraph Platform's Store REST API (`langgraph_sdk`'s `client.store`) over our memories."""
