// SDL of the user GraphQL endpoint. Later modules append their types and queries with `extend type Query`.
export const userTypeDefs = /* GraphQL */ `
  scalar JSON
  scalar DateTime

  type Integration {
    id: ID!
    identifier: String!
    channel: String!
    login: String
    connection_status: String!
    last_connected_at: DateTime
    connection_status_info: String
    meta: JSON
    whatsapp_remote_jid: String
    phone_to_send_qr: String
    disconnected_interface: String
    disconnected_at: DateTime
  }

  type Plan {
    id: ID!
    identifier: String!
    title: String!
    subtitle: String
    description: String
    base_value: Int!
    discount_value: Int!
    total_value: Int!
    meta: JSON
    extra_features: [String!]!
  }

  type Subscription {
    id: ID!
    status: String!
    status_label: String!
    start_at: DateTime!
    end_at: DateTime!
    gateway: String
    status_info: String
    is_active: Boolean!
    remaining_days: Int!
    extra_features: [String!]!
    base_value: Int!
    discount_value: Int!
    total_value: Int!
    first_payment_at: DateTime
    plan: Plan!
  }

  type CompanyUser {
    id: ID!
    role: String!
    calendar_ids: [ID!]!
  }

  type Company {
    id: ID!
    owner_id: ID!
    field: String!
    slug: String!
    name: String!
    description: String
    custom_greeting: String
    chat_personality_slug: String
    website: String
    phone: String
    instagram: String
    google: String
    is_active: Boolean!
    is_blocked: Boolean!
    milestones: JSON
    meta: JSON
    hours_to_suspend_assistant_after_human_intervention: Float!
    reminder_custom_message: String
    timezone: String!
    tags: [String!]!
    assistant_language: String!
    currency: String!
    signup_plan_identifier: String
    bday_message: String
    send_reminder_message: Boolean!
    feature_flags: [String!]!
    custom_instructions: JSON
    last_purchase_event_sent_at: DateTime
    min_response_delay: Int!
    cancelation_observations: String
    when_answer_about_price: String!
    limit_suggestions_per_period: Int!
    max_upcoming_schedules_per_client: Int!
    is_auto_pilot_enabled: Boolean!
    auto_pilot_intensity: String!
    max_active_messages_per_day: Int!
    onboarding: JSON
    is_greeting_clients_by_name: Boolean!
    custom_greeting_clients_instructions: String
    custom_assistant_name: String
    custom_transfer_instructions: String
    is_assistant_for_clients_enabled: Boolean!
    is_assistant_for_users_enabled: Boolean!
    ignore_ai_tool_types: [String!]!
    is_assistant_schedule_entry_confirm: Boolean!
    custom_assistant_schedule_entry_message: String
    avatar_url: String
    cover_url: String
    workdays: JSON
    day_parts: JSON
    address: String
    created_at: DateTime!
    integrations: [Integration!]!
    whatsapp_integration: Integration
    current_subscription: Subscription
    logged_user_company_user: CompanyUser!
  }

  type LoggedUser {
    id: ID!
    name: String!
    full_name: String!
    email: String!
    phone: String!
    sharing_code: String!
    username: String
    whatsapp_remote_jid: String
    milestones: JSON
    has_google_calendar_integration: Boolean!
    avatar_path: String
    avatar_url: String
    role: String!
    timezone: String!
    last_company_selected_id: ID
    companies: [Company!]!
  }

  type Query {
    loggedUser: LoggedUser!
  }
`;
