public class Main {
    public static void main(String[] args) {
        int apples = 10;
        int people = 0;
        System.out.println(apples / people);
    }
}
